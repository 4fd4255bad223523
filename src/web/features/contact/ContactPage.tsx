import { useMutation } from '@tanstack/react-query';
import { Clock, Phone } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { CONTACT_FORM_PARAM } from '#contract/rendering.js';
import { useSearchParams } from '#web/navigation/router.js';
import { LIMITS } from '#contract/constants.js';
import { useMessages } from '#web/i18n/context.js';
import { useFieldError } from '#web/i18n/field-errors.js';
import { sendContactMessageMutation } from '#web/api/contact.js';
import { Button } from '#web/components/ui/Button.js';
import { ApiError } from '#web/http/api-client.js';
import { openingHoursLines } from '#contract/opening-hours.js';
import { useShopConfig, useShopText } from '#web/shop/shop-config.js';
import { toast } from '#web/components/ui/toast.js';
import { useTypedBeforeHydration } from '#web/components/ui/use-typed-before-hydration.js';

const field =
  'mt-1 block w-full rounded-2xl border border-brand-200 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-brand-500 aria-invalid:border-red-600';

const empty = { name: '', email: '', message: '' };

/** What the browser says of a field it will not send (left empty, or not an email), in the page's words. */
const BROWSER_CHECK = { name: 'nameRequired', email: 'emailInvalid', message: 'messageRequired' } as const;

export function ContactPage() {
  const messages = useMessages();
  const shopConfig = useShopConfig();
  const { address } = useShopText();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation(sendContactMessageMutation);
  const fieldError = useFieldError();
  // A form the browser sent itself (before React hydrated the page, or without JavaScript) comes
  // back here with `?form=sent` or `?form=failed` (src/server/contact/form.ts): said in words on the
  // page, since a toast needs the app; the address is then put back, so that a reload says nothing.
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState(() => params.get(CONTACT_FORM_PARAM));
  useEffect(() => {
    setParams(
      (current) => {
        current.delete(CONTACT_FORM_PARAM);
        return current;
      },
      { replace: true },
    );
    // Once, as the page is hydrated: the setter is new on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setValue = (name: keyof typeof empty) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const set = (name: keyof typeof empty) => (event: { target: { value: string } }) => setValue(name)(event.target.value);
  const nameField = useTypedBeforeHydration<HTMLInputElement>(values.name, setValue('name'));
  const emailField = useTypedBeforeHydration<HTMLInputElement>(values.email, setValue('email'));
  const messageField = useTypedBeforeHydration<HTMLTextAreaElement>(values.message, setValue('message'));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    setOutcome(null);
    send.mutate(values, {
      onSuccess: () => {
        toast.success(messages.contact.sent);
        setValues(empty);
      },
      onError: (error) => {
        toast.error(messages.contact.failed);
        if (error instanceof ApiError) setErrors(error.errors);
      },
    });
  };

  const errorProps = (name: keyof typeof empty) => ({
    onInvalid: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      event.currentTarget.setCustomValidity(messages.contact[BROWSER_CHECK[name]]),
    onInput: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => event.currentTarget.setCustomValidity(''),
    ...(errors[name] ? { 'aria-invalid': true, 'aria-describedby': `contact-${name}-error` } : {}),
  });
  const errorText = (name: keyof typeof empty) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
        {fieldError(errors[name])}
      </p>
    ) : null;

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-[1fr_18rem]">
      <div>
        <h1 className="font-display text-3xl text-ink sm:text-4xl">{messages.contact.heading}</h1>
        <p className="mt-2 text-muted">{messages.contact.intro}</p>
        {outcome === 'sent' ? (
          <p role="status" className="mt-6 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800">
            {messages.contact.sent}
          </p>
        ) : outcome === 'failed' ? (
          <p role="alert" className="mt-6 rounded-2xl bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
            {messages.contact.failed}
          </p>
        ) : null}
        {/* Sent by the browser itself until React has hydrated the page (src/server/contact/form.ts). */}
        <form method="post" onSubmit={submit} className="mt-8 space-y-5 rounded-3xl bg-white p-6 ring-1 ring-brand-100 sm:p-8">
          <div>
            <label htmlFor="contact-name" className="text-sm font-medium text-ink">
              {messages.contact.name}
            </label>
            <input
              ref={nameField}
              id="contact-name"
              name="name"
              required
              autoComplete="name"
              maxLength={LIMITS.contactNameMax}
              value={values.name}
              onChange={set('name')}
              className={field}
              {...errorProps('name')}
            />
            {errorText('name')}
          </div>
          <div>
            <label htmlFor="contact-email" className="text-sm font-medium text-ink">
              {messages.contact.email}
            </label>
            <input
              ref={emailField}
              id="contact-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              maxLength={LIMITS.contactEmailMax}
              value={values.email}
              onChange={set('email')}
              className={field}
              {...errorProps('email')}
            />
            {errorText('email')}
          </div>
          <div>
            <label htmlFor="contact-message" className="text-sm font-medium text-ink">
              {messages.contact.message}
            </label>
            <textarea
              ref={messageField}
              id="contact-message"
              name="message"
              required
              rows={6}
              maxLength={LIMITS.contactMessageMax}
              value={values.message}
              onChange={set('message')}
              className={field}
              {...errorProps('message')}
            />
            {errorText('message')}
          </div>
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
            {send.isPending ? messages.contact.sending : messages.contact.send}
          </Button>
        </form>
      </div>
      <aside className="h-fit rounded-3xl bg-brand-50 p-6 md:mt-24">
        <h2 className="font-display text-xl text-ink">{messages.contact.reachUs}</h2>
        <p className="mt-4 flex items-center gap-2 text-sm text-ink">
          <Phone aria-hidden="true" className="size-4 text-brand-700" />
          <a href={`tel:${shopConfig.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="underline-offset-4 hover:underline">
            {shopConfig.phone}
          </a>
        </p>
        <p className="mt-2 flex items-start gap-2 text-sm text-ink">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span className="whitespace-pre-line">{openingHoursLines(shopConfig.hours, messages.hours).join('\n')}</span>
        </p>
        <p dir="auto" className="mt-2 text-sm text-muted">
          {address}
        </p>
      </aside>
    </div>
  );
}

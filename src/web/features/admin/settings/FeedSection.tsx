import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { FEED_LIMITS, feedSettingsInputSchema, type Feed } from '#contract/feed.js';
import { GOOGLE_PRODUCT_CATEGORIES, googleCategoryIdOf, googleProductCategory } from '#contract/google-product-taxonomy.js';
import { LANGUAGES } from '#contract/languages.js';
import { SEARCH_PARAM } from '#contract/page-query.js';
import { feedQuery, saveFeedMutation } from '#web/api/admin/feed.js';
import { Button } from '#web/components/ui/Button.js';
import { toast } from '#web/components/ui/toast.js';
import { errorMessage } from '#web/http/api-client.js';
import { ADMIN_PATHS } from '../auth/paths.js';
import { CopyableText } from '../form/CopyableText.js';
import { TextField } from '../form/Field.js';
import { showPathErrors, zodPathErrors, type FieldErrors } from '../form/field-errors.js';
import { focusFirstInvalid } from '../form/focus-invalid.js';
import { useAdminText, useServerMessage } from '../i18n/context.js';
import { validation } from '#contract/messages/validation.js';
import { ErrorState, LoadingState } from '../list/ListStates.js';
import { sameData, useUnsavedChanges } from '../unsaved/unsaved-changes.js';
import { FormSection } from './FormSection.js';

/** Google's product taxonomy, each category with its number, as its feed specification links it. */
const GOOGLE_TAXONOMY_URL = 'https://www.google.com/basepages/producttype/taxonomy-with-ids.en-US.txt';

interface FeedFields {
  brand: string;
  /** Category id → its Google product category's English path, as picked or typed. */
  categories: Record<string, string>;
}

const fieldsFromFeed = (feed: Feed): FeedFields => ({
  brand: feed.brand ?? '',
  categories: Object.fromEntries(
    feed.categories.map((category) => [
      category.id,
      category.googleCategory ? (googleProductCategory(category.googleCategory)?.path ?? category.googleCategory) : '',
    ]),
  ),
});

/**
 * What the form sends: each category's pick as its number (a path, a number or a name only one category
 * has all name it), and the fields whose text names none of Google's list.
 */
function toSettings(fields: FeedFields) {
  const unknown: FieldErrors = {};
  const categories: Record<string, string> = {};
  for (const [id, typed] of Object.entries(fields.categories)) {
    const googleId = typed.trim() === '' ? '' : googleCategoryIdOf(typed);
    if (googleId === undefined) unknown[`categories.${id}`] = validation.googleCategoryInvalid;
    else categories[id] = googleId;
  }
  return { settings: { brand: fields.brand, categories }, unknown };
}

/**
 * Settings' Product feed section, beside the settings form and saved on its own (it is its own
 * endpoint): the feed's address in each language to paste into Meta Commerce Manager and Google
 * Merchant Center, how many items it sends, the brand and the categories' Google product categories,
 * and the products and offers it leaves out, each linked to where the owner can mend it.
 */
export function FeedSection({ shopName }: { shopName: string }) {
  const text = useAdminText().feed;
  const feed = useQuery(feedQuery());
  return (
    <FormSection title={text.heading} intro={text.intro}>
      {feed.data ? (
        <FeedForm feed={feed.data} shopName={shopName} />
      ) : feed.isError ? (
        <ErrorState title={text.fetchFailed} error={feed.error} onRetry={() => void feed.refetch()} />
      ) : (
        <LoadingState />
      )}
    </FormSection>
  );
}

function FeedForm({ feed, shopName }: { feed: Feed; shopName: string }) {
  const messages = useAdminText();
  const text = messages.feed;
  const serverMessage = useServerMessage();
  const save = useMutation(saveFeedMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [savedFields, setSavedFields] = useState(() => fieldsFromFeed(feed));
  const [fields, setFields] = useState(savedFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const taxonomyId = useId();
  const dirty = !sameData(fields, savedFields);
  useUnsavedChanges(dirty);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a double click lands before React re-renders the busy button.
    if (inFlight.current) return;
    const { settings, unknown } = toSettings(fields);
    const parsed = feedSettingsInputSchema.safeParse(settings);
    const invalid = { ...unknown, ...(parsed.success ? {} : zodPathErrors(parsed.error)) };
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    inFlight.current = true;
    save.mutate(settings, {
      onSuccess: (saved) => {
        const stored = fieldsFromFeed(saved);
        setSavedFields(stored);
        setFields(stored);
        toast.success(text.saved);
      },
      onError: (failure) => {
        if (!showPathErrors(failure, formRef.current, setErrors)) toast.error(serverMessage(errorMessage(failure, text.saveFailed)));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-3">
        {LANGUAGES.map((language) => (
          <CopyableText key={language} label={text.addressIn[language]} value={feed.addresses[language]} failedText={text.copyFailed} />
        ))}
        <p className="text-sm text-muted">{text.rows(feed.rows)}</p>
      </div>

      <TextField
        label={text.brand}
        hint={text.brandHint(shopName)}
        autoComplete="off"
        maxLength={FEED_LIMITS.brandMax}
        value={fields.brand}
        onChange={(event) => setFields((current) => ({ ...current, brand: event.target.value }))}
        error={errors.brand}
      />

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="text-base font-medium text-ink">{text.categoriesHeading}</legend>
        <p className="text-sm text-muted">
          {text.categoriesIntro}{' '}
          <a href={GOOGLE_TAXONOMY_URL} target="_blank" rel="noreferrer" className="text-brand-800 underline">
            {text.taxonomyLink}
          </a>
        </p>
        {feed.categories.length === 0 ? (
          <p className="text-sm text-muted">{text.noCategories}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {/* One list for every field: the browser offers the paths that hold what is typed. */}
            <datalist id={taxonomyId}>
              {GOOGLE_PRODUCT_CATEGORIES.map((google) => (
                <option key={google.id} value={google.path} />
              ))}
            </datalist>
            {feed.categories.map((category) => (
              <TextField
                key={category.id}
                label={category.name}
                list={taxonomyId}
                autoComplete="off"
                dir="ltr"
                placeholder={text.categoryPlaceholder}
                value={fields.categories[category.id] ?? ''}
                onChange={(event) => {
                  const googleCategory = event.target.value;
                  setFields((current) => ({ ...current, categories: { ...current.categories, [category.id]: googleCategory } }));
                }}
                error={errors[`categories.${category.id}`]}
              />
            ))}
          </div>
        )}
      </fieldset>

      <LeftOut leftOut={feed.leftOut} />

      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(errors.form)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {dirty ? (
          <p className="text-sm text-muted" aria-live="polite">
            {messages.unsaved.notSaved}
          </p>
        ) : null}
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}

/** The products and offers the feed leaves out, each a link to its list searched for its name. */
function LeftOut({ leftOut }: { leftOut: Feed['leftOut'] }) {
  const text = useAdminText().feed;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-medium text-ink">{text.leftOutHeading}</h3>
      {leftOut.length === 0 ? (
        <p className="text-sm text-muted">{text.noneLeftOut}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{text.leftOutIntro}</p>
          <ul className="flex flex-col divide-y divide-brand-100 rounded-lg border border-brand-100">
            {leftOut.map((item) => (
              <li key={`${item.kind} ${item.id}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="text-muted">{text.kind[item.kind]}</span>
                  <Link
                    href={`${item.kind === 'product' ? ADMIN_PATHS.products : ADMIN_PATHS.offers}?${new URLSearchParams({ [SEARCH_PARAM]: item.name })}`}
                    className="min-w-0 break-words text-brand-800 underline"
                    dir="auto"
                  >
                    {item.name}
                  </Link>
                </span>
                <span className="text-red-800">{text.reason[item.reason]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

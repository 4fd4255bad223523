import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contactInputSchema, type ContactInput } from '#contract/contact.js';
import { CONTACT_FORM_PARAM, type ContactFormOutcome } from '#contract/rendering.js';
import { LANGUAGES, pathIn } from '#contract/languages.js';
import { apiMessages } from '#contract/messages/validation.js';
import { HttpError } from '../http/errors.js';
import { publicBaseUrl } from '../pages/public-url.js';
import { ContactService, contactRateLimit } from './service.js';

const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * A form another site sends on a visitor's behalf is refused: the browser says where a form came from
 * (`Sec-Fetch-Site`, or at least `Origin`). A request that says neither (a script, an old browser) is
 * taken like the API takes it.
 */
function fromThisSite(request: FastifyRequest, configuredBase: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    // The shop's own address as its pages name it (PUBLIC_BASE_URL, or the host behind a trusted proxy).
    return new URL(origin).host === new URL(publicBaseUrl(request, configuredBase)).host;
  } catch {
    return false;
  }
}

/**
 * The contact page's form, sent by the browser itself: the page is rendered with `method="post"`, so a
 * visitor who sends it before React has hydrated the page (a slow line) or without JavaScript
 * is still heard, and the fields never end up in the address. The message is checked and kept as
 * the API keeps it (`POST /api/contact-us`), and the response sends the browser back to the page
 * (303) with `?form=sent` or `?form=failed`, which the page shows in words.
 */
export const contactFormRoutes: FastifyPluginAsync = async (app) => {
  const contact = new ContactService(app.db);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  for (const language of LANGUAGES) {
    const page = pathIn(language, '/contact-us');
    const respond = (reply: FastifyReply, outcome: ContactFormOutcome) => reply.redirect(`${page}?${CONTACT_FORM_PARAM}=${outcome}`, 303);
    app.post<{ Body: ContactInput }>(
      page,
      {
        schema: { hide: true },
        config: { rateLimit: contactRateLimit(app.config.rateLimits) },
        // Checked before the visitor's allowance is counted (the rate limit is a preHandler): a form
        // another site sends, or one that is refused, spends nothing.
        preValidation: async (request, reply) => {
          // A form is all it takes; anything else (JSON the app-wide parser read, say) is refused as the API refuses a form.
          if (!FORM_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) throw new HttpError(415, apiMessages.unsupportedMediaType);
          if (!fromThisSite(request, app.config.publicBaseUrl)) throw new HttpError(403, apiMessages.otherSiteForm);
          const input = contactInputSchema.safeParse(request.body);
          if (!input.success) return respond(reply, 'failed');
          request.body = input.data;
        },
      },
      async (request, reply) => {
        await contact.create(request.body);
        return respond(reply, 'sent');
      },
    );
  }
};

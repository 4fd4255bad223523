import { z } from 'zod';
import { LIMITS } from './constants.js';
import { LANGUAGES } from './languages.js';
import { validation } from './messages/validation.js';
import { signedInPersonSchema } from './accounts.js';

const filled = (max: number) =>
  z
    .string({ error: validation.fillAllFields })
    .min(1, { error: validation.fillAllFields })
    .max(max, { error: validation.tooLong(max) });

export const loginInputSchema = z.strictObject({
  username: filled(LIMITS.usernameMax).trim().min(1, { error: validation.fillAllFields }),
  password: filled(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const loginResponseSchema = z
  .object({
    token: z.string().describe('Send as `Authorization: Bearer <token>`'),
    expiresAt: z.string().describe('ISO-8601 UTC timestamp when the session ends'),
    language: z.enum(LANGUAGES).nullable().describe('The language this person last used the admin panel in; null before they have used it'),
    person: signedInPersonSchema,
  })
  .meta({ id: 'Session', description: 'A new session' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const updatePasswordInputSchema = z
  .strictObject({
    username: filled(LIMITS.usernameMax).trim().min(1, { error: validation.fillAllFields }),
    // Left out only by a person signed in with a one-time password: that sign-in used it, and proved it.
    oldPassword: filled(LIMITS.passwordMax)
      .optional()
      .describe('The current password; may be left out only while the account still has its one-time password'),
    newPassword: filled(LIMITS.passwordMax).min(LIMITS.passwordMin, { error: validation.passwordTooShort }),
    confirmPassword: filled(LIMITS.passwordMax),
  })
  .superRefine((input, ctx) => {
    if (input.newPassword !== input.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: validation.passwordsDoNotMatch, path: ['confirmPassword'] });
    }
  });
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

/** The admin panel's language, as a person last used it: signing in elsewhere opens the panel in it. */
export const panelLanguageInputSchema = z
  .strictObject({ language: z.enum(LANGUAGES, { error: validation.languageInvalid }) })
  .meta({ id: 'PanelLanguage' });
export type PanelLanguageInput = z.infer<typeof panelLanguageInputSchema>;

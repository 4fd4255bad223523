import { z } from 'zod';
import { LIMITS } from './constants.js';
import { LANGUAGES } from './languages.js';
import { validation } from './messages/validation.js';
import { PERMISSIONS, ROLES } from './roles.js';

// The people who work in the admin panel: the owner adds each one with a role; a new account (or
// one whose password the owner reset) signs in with a one-time password and must choose its own.

const isoTimestamp = z.string().describe('ISO-8601 UTC');

const filled = (max: number) =>
  z
    .string({ error: validation.fillAllFields })
    .trim()
    .min(1, { error: validation.fillAllFields })
    .max(max, { error: validation.tooLong(max) });

/** Letters (any script), digits, dot, hyphen and underscore; compared without case and look-alike letters (server/auth/username.ts). */
export const usernameSchema = filled(LIMITS.usernameMax).regex(/^[\p{L}\p{N}._-]+$/u, { error: validation.usernameCharacters });

export const roleSchema = z.enum(ROLES, { error: validation.roleInvalid });

export const addAccountInputSchema = z
  .strictObject({ name: filled(LIMITS.personNameMax), username: usernameSchema, role: roleSchema })
  .meta({ id: 'NewAccount' });
export type AddAccountInput = z.infer<typeof addAccountInputSchema>;

export const updateAccountInputSchema = z
  .strictObject({
    name: filled(LIMITS.personNameMax),
    role: roleSchema,
    active: z.boolean({ error: validation.fillAllFields }).describe('false switches the account off: its sessions end at once'),
  })
  .meta({ id: 'AccountUpdate' });
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

export const accountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    mustChangePassword: z.boolean().describe('Signs in with a one-time password it has not changed yet'),
    lastSeenAt: isoTimestamp.nullable().describe('The latest request of any of its sessions, to the minute; null before any'),
    createdAt: isoTimestamp,
  })
  .meta({ id: 'Account', description: 'A person who works in the admin panel (never their password)' });
export type Account = z.infer<typeof accountSchema>;

export const accountListSchema = z
  .object({ data: z.array(accountSchema) })
  .meta({ id: 'AccountList', description: 'Owners first, then by name' });
export type AccountList = z.infer<typeof accountListSchema>;

export const oneTimePasswordSchema = z
  .object({
    account: accountSchema,
    password: z.string().describe('Shown once: the person signs in with it and must choose their own'),
  })
  .meta({ id: 'OneTimePassword' });
export type OneTimePassword = z.infer<typeof oneTimePasswordSchema>;

/** What a session's `device` says when its sign-in named no browser or system the server knows. */
export const UNKNOWN_DEVICE = 'Unknown device';

export const accountSessionSchema = z
  .object({
    id: z.string(),
    browser: z
      .string()
      .nullable()
      .describe(
        'The browser the sign-in request named ("Chrome"), a name the same in every language; null when it named none the server knows',
      ),
    system: z
      .string()
      .nullable()
      .describe('The operating system the sign-in request named ("Android"), likewise; null when it named none the server knows'),
    device: z
      .string()
      .describe(
        `\`browser\` and \`system\` in English ("Chrome on Android"), the one alone when only one is known, "${UNKNOWN_DEVICE}" when neither is`,
      ),
    createdAt: isoTimestamp,
    lastSeenAt: isoTimestamp.describe('To the minute'),
    expiresAt: isoTimestamp,
    current: z.boolean().describe('The session making this request'),
  })
  .meta({ id: 'AccountSession', description: 'A signed-in browser of an account' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** How one language words a device: the admin messages' `accounts` group has both. */
export interface DeviceWords {
  device: (browser: string, system: string) => string;
  unknownDevice: string;
}

/** A session's device in `words`: browser and system, the one alone when the sign-in named only one. */
export function deviceName({ browser, system }: Pick<AccountSession, 'browser' | 'system'>, words: DeviceWords): string {
  if (browser && system) return words.device(browser, system);
  return browser ?? system ?? words.unknownDevice;
}

export const accountSessionListSchema = z
  .object({ data: z.array(accountSessionSchema) })
  .meta({ id: 'AccountSessionList', description: 'Latest seen first' });

/** The signed-in person, as the panel needs them: what to show in the menu and whether to ask for a new password first. */
export const signedInPersonSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    permissions: z.array(z.enum(PERMISSIONS)).describe("The role's permissions now (roles.ts)"),
    mustChangePassword: z.boolean(),
    language: z.enum(LANGUAGES).nullable(),
  })
  .meta({ id: 'SignedInPerson', description: 'The signed-in person and what their role may do now' });
export type SignedInPerson = z.infer<typeof signedInPersonSchema>;

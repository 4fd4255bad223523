import { z } from 'zod';

// How the text of an environment variable is read: a duration, a positive whole number, true or false.

const DURATION_PATTERN = /^(\d+)\s*(ms|s|m|h)?$/;
const DURATION_UNITS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** "900" (seconds), "30s", "15m", "1h" or "500ms" to milliseconds. */
export function duration(defaultValue: string) {
  return z
    .string()
    .trim()
    .default(defaultValue)
    .transform((text, ctx) => {
      const match = DURATION_PATTERN.exec(text);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration such as 900, 30s, 15m or 1h' });
        return z.NEVER;
      }
      const unit = (match[2] ?? 's') as keyof typeof DURATION_UNITS;
      return Number(match[1]) * DURATION_UNITS[unit];
    })
    .refine((ms) => ms > 0, 'must be greater than 0');
}

export const positiveInt = (defaultValue: number) => z.coerce.number().int().positive().default(defaultValue);

export const booleanFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(defaultValue ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

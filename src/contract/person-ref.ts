import { z } from 'zod';

/** A person as a record names them: their account, and their name when they did it (kept after the account is switched off). */
export const personRefSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'PersonRef' });
export type PersonRef = z.infer<typeof personRefSchema>;

import { z } from 'zod';

/** Every error the API returns: a sentence, and for validation failures one message per field. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional().describe('One message per field, for validation failures'),
  })
  .meta({ id: 'Error', description: 'A sentence for the person, and for validation failures one message per field' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

import { z } from 'zod';

/** The body of every 4xx/5xx answer: a sentence for people and a map of field errors. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).default({}),
});
export type ApiError = z.infer<typeof ApiError>;

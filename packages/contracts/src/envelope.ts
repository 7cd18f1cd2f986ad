import { z } from 'zod';

/** Every successful answer of the API: `{ content: ... }`. */
export function contentSchema<T extends z.ZodType>(content: T) {
  return z.object({ content });
}

/** Every error answer of the API: `{ message: [code, ...] }`, with field paths for form errors. */
export const errorResponseSchema = z.object({
  message: z.array(z.string()).min(1),
  fields: z
    .array(
      z.object({
        path: z.string(),
        code: z.string(),
        same_as: z
          .string()
          .optional()
          .describe('The field this one repeats (legal_names.0.name), when it fails for being the same'),
      }),
    )
    .optional()
    .describe('For invalid_request: which fields failed and why'),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

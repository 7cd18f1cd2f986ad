import { z } from 'zod';
import { contentSchema } from '../envelope';

export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];

export const getHealthResponseSchema = contentSchema(
  z.object({
    status: z.literal('ok'),
    database: z.enum(DATABASE_KINDS),
  }),
);
export type GetHealthResponse = z.infer<typeof getHealthResponseSchema>;

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

export const getLivenessResponseSchema = contentSchema(z.object({ status: z.literal('ok') }));
export type GetLivenessResponse = z.infer<typeof getLivenessResponseSchema>;

export const READINESS_CHECKS = ['database', 'migrations'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/** 200 when every check passes, 503 naming the checks that failed. */
export const getReadinessResponseSchema = contentSchema(
  z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(DATABASE_KINDS),
    failed: z.array(z.enum(READINESS_CHECKS)),
  }),
);
export type GetReadinessResponse = z.infer<typeof getReadinessResponseSchema>;

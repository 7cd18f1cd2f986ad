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

/**
 * What readiness checks: the database answers, every migration is applied, the file storage can be written,
 * Redis answers (when configured), the job queue can be read, and the process is not shutting down.
 */
export const READINESS_CHECKS = [
  'database',
  'migrations',
  'storage',
  'redis',
  'queue',
  'shutting_down',
] as const;
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

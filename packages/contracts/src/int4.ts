import { z } from 'zod';

/** The largest value a PostgreSQL `integer` (int4) column holds. */
export const INT4_MAX = 2_147_483_647;

/** An id stored in an `integer` column (activity ids): 1 … INT4_MAX, so the database never sees more. */
export const int4IdSchema = z.number().int().min(1).max(INT4_MAX);

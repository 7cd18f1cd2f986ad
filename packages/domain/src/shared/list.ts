/**
 * The contracts promise arrays, but data kept by older clients or written by hand may carry null: read any
 * list through this so a missing one counts as empty instead of throwing.
 */
export function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  return Array.isArray(value) ? (value as readonly T[]) : [];
}

import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a person typed in a form and has not sent yet, kept for the tab (sessionStorage) under a key of the
 * form's: going back a step, or reloading, does not lose it; sending the form forgets it. Text fields only, and
 * only those the caller names when reading (never a password).
 */

/** The draft's fields among `fields` (text values only), or null when nothing was kept. */
export function readFormDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const draft: Partial<Record<Field, string>> = {};
    for (const field of fields) {
      const entry = value[field];
      if (typeof entry === 'string') draft[field] = entry;
    }
    return draft;
  } catch {
    return null;
  }
}

/** Keeps `values` as the form's draft, or forgets it (null). */
export function keepFormDraft(key: string, values: Record<string, string> | null): void {
  try {
    if (values) window.sessionStorage.setItem(key, JSON.stringify(values));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage disabled or full: the draft lasts while the form is open.
  }
}

/**
 * Keeps the form's values among `fields` as its draft while they differ from `saved`, and drops the draft when
 * they do not.
 */
export function useFormDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'watch'>,
  key: string,
  saved: Values,
  fields?: readonly string[],
): void {
  const savedText = JSON.stringify(pick(saved, fields));
  useEffect(() => {
    const subscription = form.watch((values) => {
      const text = JSON.stringify(pick(values, fields));
      keepFormDraft(key, text === savedText ? null : (JSON.parse(text) as Record<string, string>));
    });
    return () => subscription.unsubscribe();
    // `fields` is a constant list of the caller's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key, savedText]);
}

function pick(
  values: Record<string, unknown>,
  fields: readonly string[] | undefined,
): Record<string, unknown> {
  if (!fields) return values;
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

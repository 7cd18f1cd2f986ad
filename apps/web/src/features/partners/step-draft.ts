import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a partner typed on a step of their flow and has not saved yet, kept for the tab (sessionStorage): going
 * back a step, or reloading, does not lose it; saving the step forgets it. Text fields only.
 */
const keyOf = (partnerId: number, step: string) => `partner_step_draft:${partnerId}:${step}`;

/** The draft's fields among `fields` (text values only), or null when nothing was kept. */
export function readStepDraft<Field extends string>(
  partnerId: number,
  step: string,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(partnerId, step));
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

/** Keeps `values` as the step's draft, or forgets it (null). */
export function keepStepDraft(partnerId: number, step: string, values: Record<string, string> | null): void {
  try {
    if (values) window.sessionStorage.setItem(keyOf(partnerId, step), JSON.stringify(values));
    else window.sessionStorage.removeItem(keyOf(partnerId, step));
  } catch {
    // Storage disabled or full: the draft lasts while the step is open.
  }
}

export function clearStepDraft(partnerId: number, step: string): void {
  try {
    window.sessionStorage.removeItem(keyOf(partnerId, step));
  } catch {
    // nothing kept
  }
}

/** Keeps the form's values as the step's draft while they differ from `saved`, and drops it when they do not. */
export function useStepDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'watch'>,
  partnerId: number,
  step: string,
  saved: Values,
): void {
  const savedText = JSON.stringify(saved);
  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        const text = JSON.stringify(values);
        if (text === savedText) window.sessionStorage.removeItem(keyOf(partnerId, step));
        else window.sessionStorage.setItem(keyOf(partnerId, step), text);
      } catch {
        // Storage disabled or full: the draft lasts while the step is open.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, partnerId, step, savedText]);
}

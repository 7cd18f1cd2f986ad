import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { keepFormDraft, readFormDraft, useFormDraft } from '../../lib/form-draft';

/**
 * What a partner typed on a step of their flow and has not saved yet, kept for the tab (lib/form-draft): going
 * back a step, or reloading, does not lose it; saving the step forgets it. Text fields only.
 */
const keyOf = (partnerId: number, step: string) => `partner_step_draft:${partnerId}:${step}`;

/** The draft's fields among `fields` (text values only), or null when nothing was kept. */
export function readStepDraft<Field extends string>(
  partnerId: number,
  step: string,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  return readFormDraft(keyOf(partnerId, step), fields);
}

/** Keeps `values` as the step's draft, or forgets it (null). */
export function keepStepDraft(partnerId: number, step: string, values: Record<string, string> | null): void {
  keepFormDraft(keyOf(partnerId, step), values);
}

export function clearStepDraft(partnerId: number, step: string): void {
  keepFormDraft(keyOf(partnerId, step), null);
}

/** Keeps the form's values as the step's draft while they differ from `saved`, and drops it when they do not. */
export function useStepDraft<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'watch'>,
  partnerId: number,
  step: string,
  saved: Values,
): void {
  useFormDraft(form, keyOf(partnerId, step), saved);
}

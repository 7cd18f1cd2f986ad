import { textKey } from '../shared/text';

export type RequestStatusLabel = 'in_process' | 'completed';

/** Statuses shown as 'in process': the spec's Pendiente, and En proceso once Forja's team has taken it. */
const IN_PROCESS = new Set(['pendiente', 'en proceso']);

/**
 * The label of a support request's status (spec section 4): Pendiente (and En proceso, which the back office
 * adds) is in process; Finalizado, Resuelto, Completo and any other value completed.
 */
export function requestStatusLabel(status: string | null | undefined): RequestStatusLabel {
  return IN_PROCESS.has(textKey(status)) ? 'in_process' : 'completed';
}

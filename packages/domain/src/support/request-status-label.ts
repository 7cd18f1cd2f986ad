import { textKey } from '../shared/text';

export type RequestStatusLabel = 'in_process' | 'completed';

/** The label of a support request's status (spec section 4): Pendiente is in process, anything else completed. */
export function requestStatusLabel(status: string | null | undefined): RequestStatusLabel {
  return textKey(status) === 'pendiente' ? 'in_process' : 'completed';
}

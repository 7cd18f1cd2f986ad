import type { SupportRequestStage, SupportRequestStatus } from '@forja/contracts';
import { textKey } from '../shared/text';

/** A new request's status. */
export const PENDING_SUPPORT_STATUS: SupportRequestStatus = 'Pendiente';
/** The status of a request the team is working on, or one the user answered again after it was resolved. */
export const IN_PROGRESS_SUPPORT_STATUS: SupportRequestStatus = 'En proceso';
export const RESOLVED_SUPPORT_STATUS: SupportRequestStatus = 'Resuelto';

/** Statuses that need nothing more from Forja: 'Resuelto', and the older 'Finalizado' and 'Completo'. */
export const CLOSED_SUPPORT_STATUSES: readonly string[] = ['Resuelto', 'Finalizado', 'Completo'];

const CLOSED_KEYS = new Set(CLOSED_SUPPORT_STATUSES.map((status) => textKey(status)));

/**
 * Where a request stands, whatever the spelling of its stored status: 'Pendiente' is pending, a closed
 * status resolved, anything else (such as 'En proceso') in progress.
 */
export function supportRequestStage(status: string | null | undefined): SupportRequestStage {
  const key = textKey(status);
  if (key === textKey(PENDING_SUPPORT_STATUS)) return 'pending';
  if (CLOSED_KEYS.has(key)) return 'resolved';
  return 'in_progress';
}

const STAGE_OF_TARGET: Record<SupportRequestStatus, SupportRequestStage> = {
  Pendiente: 'pending',
  'En proceso': 'in_progress',
  Resuelto: 'resolved',
};

/** The moves the team makes: take a new request, resolve it, or reopen a resolved one. */
const ALLOWED_MOVES: ReadonlySet<string> = new Set([
  'pending>in_progress',
  'in_progress>resolved',
  'resolved>in_progress',
]);

/**
 * Whether a request in `status` may move to `to`: Pendiente → En proceso → Resuelto, and Resuelto (or another
 * closed status) → En proceso to reopen it. Nothing goes back to Pendiente, and nothing skips En proceso.
 */
export function canMoveSupportRequest(status: string | null | undefined, to: SupportRequestStatus): boolean {
  return ALLOWED_MOVES.has(`${supportRequestStage(status)}>${STAGE_OF_TARGET[to]}`);
}

/**
 * The status after the request's own user answers in its thread: a resolved request is reopened (En proceso);
 * otherwise it keeps its status.
 */
export function statusAfterUserAnswer(status: string): string {
  return supportRequestStage(status) === 'resolved' ? IN_PROGRESS_SUPPORT_STATUS : status;
}

/** The status after the team replies: a pending request becomes En proceso; otherwise it keeps its status. */
export function statusAfterTeamReply(status: string): string {
  return supportRequestStage(status) === 'pending' ? IN_PROGRESS_SUPPORT_STATUS : status;
}

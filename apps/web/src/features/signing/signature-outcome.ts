import type { SignatureReturn, SignerState } from '@forja/contracts';

/** While the provider's answer is on its way, the redirect page reads again every 3 s, for about 30 s. */
export const SIGNATURE_RETURN_POLL_MS = 3000;
export const SIGNATURE_RETURN_POLL_LIMIT_MS = 30_000;

/**
 * What the redirect page tells the returning signer, from the envelope and, when the page can read it (the
 * session, or the link kept for the visit), the signer's own state:
 * - `everyone`: every partner signed; `signed`: the signer's signature is recorded;
 * - `declined`: the signer (or another partner) declined;
 * - `voided`: the envelope was cancelled (the data changed or a correction was asked for);
 * - `processing`: no answer yet.
 */
export type SignatureOutcome = 'everyone' | 'signed' | 'declined' | 'voided' | 'processing';

export function signatureOutcome(
  result: SignatureReturn,
  own: SignerState | null | undefined,
): SignatureOutcome {
  if (result.date_signature || result.envelope_state === 'completed') return 'everyone';
  if (own === 'declined' || result.envelope_state === 'declined') return 'declined';
  if (own === 'signed') return 'signed';
  if (result.envelope_state === 'voided') return 'voided';
  return 'processing';
}

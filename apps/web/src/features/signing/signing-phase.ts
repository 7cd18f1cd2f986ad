import type { SigningPartner, SigningStatus } from '@forja/contracts';

/**
 * Where the signing stands for the calling partner:
 * - `blocked`: no draft yet (the legal name or the partners' documents are pending);
 * - `review`: the draft waits for acknowledgments (the caller's, or others');
 * - `sign`: everyone acknowledged and the caller has not signed: the two-factor code, then the provider;
 * - `signed`: the caller signed; others still have to;
 * - `done`: everyone signed (date_signature).
 */
export type SigningPhase = 'blocked' | 'review' | 'sign' | 'signed' | 'done';

export type SigningView = {
  phase: SigningPhase;
  /** The caller's own entry in the partners' list. */
  me: SigningPartner | null;
  acknowledgedCount: number;
  signedCount: number;
  /** The partners who still have to acknowledge (review) or sign (signed). */
  waitingFor: number;
  /** The envelope of this draft has signers worth showing (it was not voided). */
  showSigners: boolean;
  /** The last envelope was closed because the data changed: the new draft must be acknowledged again. */
  dataChanged: boolean;
  /** A partner declined to sign this draft: Forja's team reviews it. */
  declined: boolean;
  /** A partner asked for a correction while the draft was being signed: signing waits for it. */
  correctionPaused: boolean;
};

export function signingView(status: SigningStatus): SigningView {
  const me = status.partners.find((partner) => partner.partner_id === status.partner_id) ?? null;
  const total = status.partners.length;
  const acknowledgedCount = status.partners.filter((partner) => partner.acknowledged).length;
  const envelope = status.envelope;
  const ofThisDraft =
    envelope !== null && status.draft !== null && envelope.draft_version === status.draft.version;
  // Signatures count only in an envelope of this draft that is still open or complete.
  const live = ofThisDraft && (envelope.state === 'pending' || envelope.state === 'completed');
  const signedCount = live
    ? status.partners.filter((partner) => partner.signer_state === 'signed').length
    : 0;
  const myState = live ? me?.signer_state : null;

  let phase: SigningPhase;
  if (status.date_signature) phase = 'done';
  else if (status.blocked_by || !status.draft) phase = 'blocked';
  else if (myState === 'signed') phase = 'signed';
  else if (total > 0 && acknowledgedCount === total && myState !== 'declined') phase = 'sign';
  else phase = 'review';

  const open = phase === 'review' || phase === 'sign';
  return {
    phase,
    me,
    acknowledgedCount,
    signedCount,
    waitingFor: phase === 'signed' ? total - signedCount : total - acknowledgedCount,
    showSigners: ofThisDraft && envelope.state !== 'voided',
    dataChanged: phase === 'review' && envelope?.closed_reason === 'data_changed',
    declined: open && ofThisDraft && (envelope.state === 'declined' || envelope.closed_reason === 'declined'),
    correctionPaused: phase === 'review' && ofThisDraft && envelope.closed_reason === 'correction_requested',
  };
}

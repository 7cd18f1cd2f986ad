/**
 * How a call about a partner proves who sends it: the signed-in session (Bearer), or — for an invited partner
 * who has no account yet — the token of the invitation link, sent in the x-invitation-token header.
 */
export type PartnerAccess = { kind: 'session' } | { kind: 'invitation'; token: string };

/** The API client's options for an access: the invitation's token, or nothing (the session is the default). */
export function accessOptions(access: PartnerAccess): { invitationToken?: string } {
  return access.kind === 'invitation' ? { invitationToken: access.token } : {};
}

/** Which flow acts on the partner: the invited flow (/invited) or a signed-in partner (/isPartner). */
export type PartnerFlowKind = 'invited' | 'partner';

/**
 * The invitation of the link that was opened, kept in this browser (localStorage) so that the flow goes on in
 * another tab or after the browser was closed, until the invitation is used or for INVITATION_KEPT_MS after the
 * flow last opened with it (an unfinished invitation does not stay on a shared computer for good).
 */
export type StoredInvitation = {
  partner: string;
  company: string;
  /** Null once used: the partner registered or linked an account, and calls go with the session. */
  token: string | null;
  /** The privacy notice's box ticked on the first screen (shown ticked again when the partner comes back). */
  consented?: boolean;
};

/** How long the opened invitation is kept after the flow last opened with it: three days. */
export const INVITATION_KEPT_MS = 3 * 24 * 60 * 60 * 1000;

const KEY = 'invited_partner';

function parse(raw: string | null): (StoredInvitation & { expires_at: number | null }) | null {
  if (!raw) return null;
  const value = JSON.parse(raw) as Partial<StoredInvitation> & { expires_at?: unknown };
  if (typeof value.partner !== 'string' || typeof value.company !== 'string') return null;
  return {
    partner: value.partner,
    company: value.company,
    token: typeof value.token === 'string' && value.token !== '' ? value.token : null,
    consented: value.consented === true,
    expires_at: typeof value.expires_at === 'number' ? value.expires_at : null,
  };
}

export function readInvitation(): StoredInvitation | null {
  try {
    let stored = parse(window.localStorage.getItem(KEY));
    if (!stored) {
      // Kept for the tab by an earlier version: moved to this browser's storage.
      stored = parse(window.sessionStorage.getItem(KEY));
      window.sessionStorage.removeItem(KEY);
      if (stored) saveInvitation(stored);
      else return null;
    } else if (stored.expires_at === null || stored.expires_at <= Date.now()) {
      window.localStorage.removeItem(KEY);
      return null;
    }
    return {
      partner: stored.partner,
      company: stored.company,
      token: stored.token,
      consented: stored.consented,
    };
  } catch {
    return null;
  }
}

/** Keeps the invitation for INVITATION_KEPT_MS from now (a later link of another partner replaces it). */
export function saveInvitation(invitation: StoredInvitation): void {
  try {
    const { partner, company, token, consented = false } = invitation;
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ partner, company, token, consented, expires_at: Date.now() + INVITATION_KEPT_MS }),
    );
  } catch {
    // Storage disabled: the link has to be opened again after a reload.
  }
}

/** After registering or linking an account the token is used up and forgotten: later calls go with the session. */
export function markInvitationUsed(): void {
  const invitation = readInvitation();
  if (invitation) saveInvitation({ ...invitation, token: null });
}

/** The invitation token kept for this partner, if any. */
export function invitationToken(partnerId: number): string | null {
  const invitation = readInvitation();
  return invitation && invitation.partner === String(partnerId) ? invitation.token : null;
}

/**
 * The access for a call about a partner: in the invited flow the link's token while it is unused, else the
 * session; a signed-in partner (/isPartner) always acts with the session.
 */
export function accessFor(kind: PartnerFlowKind, partnerId: number): PartnerAccess {
  const token = kind === 'invited' ? invitationToken(partnerId) : null;
  return token ? { kind: 'invitation', token } : { kind: 'session' };
}

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

/** The invitation of the link that was opened, kept for the visit (sessionStorage: gone when the tab closes). */
export type StoredInvitation = {
  partner: string;
  company: string;
  /** Null once used: the partner registered or linked an account, and calls go with the session. */
  token: string | null;
};

const KEY = 'invited_partner';

export function readInvitation(): StoredInvitation | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredInvitation>;
    if (typeof value.partner !== 'string' || typeof value.company !== 'string') return null;
    return {
      partner: value.partner,
      company: value.company,
      token: typeof value.token === 'string' && value.token !== '' ? value.token : null,
    };
  } catch {
    return null;
  }
}

export function saveInvitation(invitation: StoredInvitation): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(invitation));
  } catch {
    // Storage disabled: the link has to be opened again after a reload.
  }
}

/** After registering or linking an account the token is used up: later calls go with the session. */
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

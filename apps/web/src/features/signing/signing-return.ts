import { hasSession } from '../../lib/auth-tokens';
import type { SigningAccess } from './api/signing-access';

/**
 * Who went to sign, kept for the visit (sessionStorage) when the browser leaves for the provider's page: the
 * redirect page reads that partner's own state with it on the way back. A session needs nothing kept; a link
 * keeps its partner and token.
 */
type StoredSigning = { company: number; partner: number | null; token: string | null };

const KEY = 'signing_return';

export function rememberSigning(companyId: number, access: SigningAccess): void {
  const stored: StoredSigning =
    access.kind === 'link'
      ? { company: companyId, partner: access.partnerId, token: access.token }
      : { company: companyId, partner: null, token: null };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage disabled: the redirect page shows the envelope's state only.
  }
}

function readStored(): StoredSigning | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<StoredSigning> | null;
    if (!value || typeof value.company !== 'number') return null;
    return {
      company: value.company,
      partner: typeof value.partner === 'number' ? value.partner : null,
      token: typeof value.token === 'string' && value.token ? value.token : null,
    };
  } catch {
    return null;
  }
}

/** How to read the returning partner's own state: the link kept for this company, else the session. */
export function returningAccess(companyId: number): SigningAccess | null {
  const stored = readStored();
  if (stored?.company === companyId && stored.partner && stored.token) {
    return { kind: 'link', partnerId: stored.partner, token: stored.token };
  }
  return hasSession() ? { kind: 'session' } : null;
}

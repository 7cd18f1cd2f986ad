/**
 * The invited partner's consent on the first screen, kept for the visit (sessionStorage, like the invitation):
 * coming back to the first screen shows it given. The record itself is made by the server when the partner
 * creates their account (the sign-up checkbox) and accepts the terms of the complementaries step.
 */
const KEY = 'invited_privacy_consent';

export function hasInvitedConsent(partnerId: number): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === String(partnerId);
  } catch {
    return false;
  }
}

export function rememberInvitedConsent(partnerId: number, given: boolean): void {
  try {
    if (given) window.sessionStorage.setItem(KEY, String(partnerId));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage disabled: the box is ticked again on a later visit.
  }
}

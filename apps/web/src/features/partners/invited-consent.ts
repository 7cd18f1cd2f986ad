import { readInvitation, saveInvitation } from './api/partner-access';

/**
 * The invited partner's consent on the first screen, kept with the opened invitation (this browser, for as long
 * as the invitation is kept): coming back to the first screen, in this tab or another, shows it given. The
 * record itself is made by the server when the partner creates their account (the sign-up checkbox) and accepts
 * the terms of the complementaries step.
 */
export function hasInvitedConsent(partnerId: number): boolean {
  const invitation = readInvitation();
  return invitation?.partner === String(partnerId) && invitation.consented === true;
}

export function rememberInvitedConsent(partnerId: number, given: boolean): void {
  const invitation = readInvitation();
  // Without the invitation kept (storage disabled) the box is ticked again on a later visit.
  if (invitation?.partner === String(partnerId)) saveInvitation({ ...invitation, consented: given });
}

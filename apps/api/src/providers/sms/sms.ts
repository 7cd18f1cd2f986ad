/**
 * The SMS provider slot: one text message to one phone number (E.164). `sandbox` keeps the message in the
 * dev mailbox (addressed to the number) so a person can read it offline; `twilio` sends it through Twilio's
 * Messages API.
 */
export type SmsProvider = {
  readonly name: 'sandbox' | 'twilio';
  send(message: { to: string; text: string }): Promise<void>;
};

/** The provider refused the message or could not be reached. */
export class SmsError extends Error {
  override name = 'SmsError';
}

import type { Config } from '../../config';
import { createSandboxSms, type SmsOutbox } from './sandbox-sms';
import type { SmsProvider } from './sms';
import { createTwilioSms } from './twilio-sms';

/** The SMS provider the configuration chooses: Twilio with its account, else the sandbox (the dev mailbox). */
export function createSmsProvider(config: Config, outbox: SmsOutbox): SmsProvider {
  const sms = config.sms;
  if (sms.provider === 'twilio') {
    return createTwilioSms({
      accountSid: sms.accountSid,
      authToken: sms.authToken,
      from: sms.from,
      apiBase: sms.apiBase,
    });
  }
  return createSandboxSms(outbox);
}

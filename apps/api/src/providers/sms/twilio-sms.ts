import { SmsError, type SmsProvider } from './sms';

/** Twilio's Messages API: form-encoded To, From, Body with the account's SID and token as basic auth. */
export function createTwilioSms(options: {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a local server in tests. */
  apiBase: string;
}): SmsProvider {
  const url = `${options.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: options.from, Body: text }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new SmsError(`twilio: ${(error as Error).name}`);
      }
      if (!response.ok) throw new SmsError(`twilio: HTTP ${response.status}`);
    },
  };
}

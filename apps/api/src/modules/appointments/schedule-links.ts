import { APPOINTMENT_TYPES, type AppointmentTypeName } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { createSignedLinks } from '../../http/signed-links';

const AUDIENCE = 'forja-schedule-link';
/** How long an e-mailed booking link works. */
export const SCHEDULE_LINK_TTL_SECONDS = 14 * 86_400;

/**
 * The `token_data` of an e-mailed booking link (`redirect_call/{token_data}`): an HS256-signed, expiring
 * token naming the company and the type of appointment. It only points the booking page at them: the caller
 * still signs in, and the API checks that they belong to the company before showing or booking anything.
 */
export function createScheduleLinks(secret: Uint8Array, clock: () => Date, appUrl: string) {
  const links = createSignedLinks(secret, AUDIENCE);
  async function token(companyId: number, type: AppointmentTypeName): Promise<string> {
    return links.sign(
      { t: type },
      { subject: String(companyId), expiry: { now: clock(), ttlSeconds: SCHEDULE_LINK_TTL_SECONDS } },
    );
  }
  return {
    token,

    /** The booking page's address for a company and type, in a language, for an e-mail. */
    async url(companyId: number, type: AppointmentTypeName, language: Language): Promise<string> {
      const page = `${appUrl.replace(/\/$/, '')}/${language}/redirect_call`;
      return `${page}/${encodeURIComponent(await token(companyId, type))}`;
    },

    /** The company and type of a genuine, unexpired token; null for a forged, altered, foreign or old one. */
    async read(token: string): Promise<{ companyId: number; type: AppointmentTypeName } | null> {
      const payload = await links.read(token, clock());
      if (!payload) return null;
      const companyId = Number(payload.sub);
      const type = payload.t;
      if (!Number.isSafeInteger(companyId) || companyId <= 0) return null;
      if (typeof type !== 'string' || !(APPOINTMENT_TYPES as readonly string[]).includes(type)) return null;
      return { companyId, type: type as AppointmentTypeName };
    },
  };
}
export type ScheduleLinks = ReturnType<typeof createScheduleLinks>;

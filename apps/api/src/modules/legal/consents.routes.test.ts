import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../db/schema/index';
import {
  PASSWORD,
  SIGN_UP_CONSENT,
  bearer,
  lastMail,
  register,
  registerUnconfirmed,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLegalLibrary, loadLegalLibrary, type LegalLibrary } from './legal-documents';

/**
 * Consent records (LFPDPPP): the sign-up's necessary consent, the optional purposes' switches, the invited
 * partner's own consent, and consenting again after a material change. Every act is a new row.
 */

const REPOSITORY_LIBRARY = loadLegalLibrary();
let library: LegalLibrary = REPOSITORY_LIBRARY;
/** The app reads the library through this, so a test can publish new versions. */
const published = new Proxy({} as LegalLibrary, {
  get: (_target, key: keyof LegalLibrary) => library[key],
});

/** A catalogue with privacy versions up to `privacy` (the material ones listed), terms at 1. */
function libraryWith(privacy: number, material: number[]): LegalLibrary {
  const entry = (version: number) => ({
    version,
    date: `2027-0${version}-01`,
    material: version === 1 || material.includes(version),
  });
  return createLegalLibrary(
    {
      privacy: Array.from({ length: privacy }, (_, index) => entry(index + 1)),
      privacy_simplified: [entry(1)],
      terms: [entry(1)],
    },
    (kind, version, lang) => (lang === 'es' ? `# ${kind} ${version}` : null),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { legalDocuments: published });
});
afterAll(() => t.close());
afterEach(() => {
  library = REPOSITORY_LIBRARY;
});

const rowsOf = (userId: number) =>
  t.database.db.select().from(consents).where(eq(consents.user_id, userId)).orderBy(asc(consents.id));

const USER_AGENT = 'Mozilla/5.0 (ConsentTest)';

const signUp = (email: string, extra: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/user/register',
    remoteAddress: '10.9.0.7',
    headers: { 'user-agent': USER_AGENT },
    payload: {
      email,
      password: PASSWORD,
      first_names: 'Ana',
      last_names: 'López',
      phone: '5512345678',
      phone_country_code: '52',
      language: 'es',
      ...extra,
    },
  });

const mine = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/v3/consents/me', headers: bearer(access) });

const record = (access: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/consents/me',
    headers: { ...bearer(access), 'user-agent': USER_AGENT },
    remoteAddress: '10.9.0.8',
    payload,
  });

type MyConsents = {
  purposes: { purpose: string; granted: boolean; version: number | null; at: string | null }[];
  needs_reconsent: boolean;
};
const contentOf = (res: { json: <T>() => T }) => res.json<{ content: MyConsents }>().content;
const purpose = (state: MyConsents, name: string) => state.purposes.find((entry) => entry.purpose === name);

describe('signing up', () => {
  it.each([
    ['nothing', {}],
    ['accept_privacy false', { ...SIGN_UP_CONSENT, accept_privacy: false }],
    ['no terms version', { accept_privacy: true, privacy_version: 1 }],
    ['a version never published', { ...SIGN_UP_CONSENT, privacy_version: 7 }],
  ])('is refused with %s: 400 consent_required, and no account is made', async (_label, consent) => {
    const email = uniqueEmail();
    const res = await signUp(email, consent);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: ['consent_required'] });
    expect(await t.services().usersRepository.findByEmail(email)).toBeNull();
  });

  it('records the privacy notice and terms accepted, with their versions, address and browser', async () => {
    const email = uniqueEmail();
    const res = await signUp(email, SIGN_UP_CONSENT);
    expect(res.statusCode, res.body).toBe(200);
    const user = await t.services().usersRepository.findByEmail(email);
    const rows = await rowsOf(user?.id ?? 0);
    expect(rows).toEqual([
      expect.objectContaining({
        purpose: 'service',
        document_kind: 'privacy',
        document_version: 1,
        granted: true,
        method: 'checkbox',
        ip: '10.9.0.7',
        user_agent: USER_AGENT,
      }),
      expect.objectContaining({
        purpose: 'service',
        document_kind: 'terms',
        document_version: 1,
        granted: true,
      }),
    ]);
    // The confirmation e-mail links to the privacy notice in the account's language.
    const mail = await lastMail(t.app, email);
    expect(mail?.text).toContain(`${t.config.appUrl}/es/legal/privacy`);
  });

  it('asks the same of the Google sign-up and of the invited partner’s account', async () => {
    const google = await t.app.inject({
      method: 'POST',
      url: '/api/v3/user/register-google',
      payload: { id_token: 'x'.repeat(40), phone: '5512345678', phone_country_code: '52' },
    });
    expect(google.statusCode).toBe(400);
    expect(google.json()).toEqual({ message: ['consent_required'] });
    for (const url of ['/api/v3/user/create-by-partner/1', '/api/v3/user/create-by-partner/google/1']) {
      const invited = await t.app.inject({
        method: 'POST',
        url,
        payload: {
          email: uniqueEmail(),
          password: PASSWORD,
          id_token: 'x'.repeat(40),
          first_names: 'Luis',
          last_names: 'Pérez',
          phone: '5587654321',
          phone_country_code: '52',
          company_id: 1,
          token: 'not-a-real-token-at-all',
          accept_privacy: false,
        },
      });
      expect(invited.json(), url).toEqual({ message: ['consent_required'] });
    }
  });
});

describe('consents/me', () => {
  it('needs a session, and answers an account not confirmed yet', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v3/consents/me' });
    expect(anonymous.statusCode).toBe(401);
    const account = await registerUnconfirmed(t.app);
    const res = await mine(account.access);
    expect(res.statusCode, res.body).toBe(200);
    const state = contentOf(res);
    expect(state.needs_reconsent).toBe(false);
    expect(state.purposes.map((entry) => [entry.purpose, entry.granted, entry.version])).toEqual([
      ['service', true, 1],
      ['analytics', false, null],
      ['session_recording', false, null],
      ['marketing_email', false, null],
      ['surveys', false, null],
    ]);
    expect(purpose(state, 'service')?.at).toEqual(expect.any(String));
  });

  it('records each switch as a new row: granted, then withdrawn', async () => {
    const account = await register(t.app);
    const on = await record(account.access, { purpose: 'analytics', granted: true, method: 'switch' });
    expect(on.statusCode, on.body).toBe(200);
    expect(purpose(contentOf(on), 'analytics')).toMatchObject({ granted: true, version: 1 });
    const off = await record(account.access, { purpose: 'analytics', granted: false, method: 'switch' });
    expect(purpose(contentOf(off), 'analytics')).toMatchObject({ granted: false, version: 1 });
    const mail = await record(account.access, {
      purpose: 'marketing_email',
      granted: true,
      method: 'switch',
    });
    expect(purpose(contentOf(mail), 'marketing_email')?.granted).toBe(true);
    expect(purpose(contentOf(await mine(account.access)), 'analytics')?.granted).toBe(false);
    // The consent banner records with its own method.
    const banner = await record(account.access, {
      purpose: 'session_recording',
      granted: true,
      method: 'banner',
    });
    expect(purpose(contentOf(banner), 'session_recording')?.granted).toBe(true);

    const rows = await rowsOf(account.id);
    expect(rows.map((row) => [row.purpose, row.granted, row.method])).toEqual([
      ['service', true, 'checkbox'],
      ['service', true, 'checkbox'],
      ['analytics', true, 'switch'],
      ['analytics', false, 'switch'],
      ['marketing_email', true, 'switch'],
      ['session_recording', true, 'banner'],
    ]);
    expect(rows[3]).toMatchObject({ document_kind: 'privacy', ip: '10.9.0.8', user_agent: USER_AGENT });
  });

  it('refuses to withdraw the necessary consent (that is cancelling the account) and a wrong method', async () => {
    const account = await register(t.app);
    const withdraw = await record(account.access, {
      purpose: 'service',
      granted: false,
      method: 're_consent',
    });
    expect(withdraw.statusCode).toBe(400);
    expect(withdraw.json()).toEqual({ message: ['consent_required'] });
    for (const payload of [
      { purpose: 'service', granted: true, method: 'switch' },
      { purpose: 'surveys', granted: true, method: 're_consent' },
      { purpose: 'surveys', granted: true, method: 'checkbox' },
      { purpose: 'cookies', granted: true, method: 'switch' },
    ]) {
      const res = await record(account.access, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string[] }>().message[0]).toBe('invalid_request');
    }
    expect(await rowsOf(account.id)).toHaveLength(2);
  });

  it('asks for consent again once a newer material version is published, until it is given', async () => {
    const account = await register(t.app);
    expect(contentOf(await mine(account.access)).needs_reconsent).toBe(false);

    // A correction that changes nothing material: no new consent needed.
    library = libraryWith(2, []);
    expect(contentOf(await mine(account.access)).needs_reconsent).toBe(false);

    // A material change.
    library = libraryWith(3, [3]);
    expect(contentOf(await mine(account.access)).needs_reconsent).toBe(true);
    // A sign-up against the superseded version is refused; against the new one it is taken.
    expect((await signUp(uniqueEmail(), SIGN_UP_CONSENT)).json()).toEqual({ message: ['consent_required'] });
    const fresh = await signUp(uniqueEmail(), { ...SIGN_UP_CONSENT, privacy_version: 3 });
    expect(fresh.statusCode, fresh.body).toBe(200);

    const again = await record(account.access, { purpose: 'service', granted: true, method: 're_consent' });
    expect(again.statusCode, again.body).toBe(200);
    expect(contentOf(again).needs_reconsent).toBe(false);
    expect(purpose(contentOf(again), 'service')).toMatchObject({ granted: true, version: 3 });
    const rows = await rowsOf(account.id);
    expect(rows.slice(2).map((row) => [row.document_kind, row.document_version, row.method])).toEqual([
      ['privacy', 3, 're_consent'],
      ['terms', 1, 're_consent'],
    ]);
  });

  it('asks an account without any consent record (made before consents were kept) to consent', async () => {
    const account = await register(t.app);
    await t.database.db.delete(consents).where(eq(consents.user_id, account.id));
    expect(contentOf(await mine(account.access))).toMatchObject({ needs_reconsent: true });
  });
});

describe('the invited partner', () => {
  it('gives their own consent under the simplified notice, once, and a founder filling in gives none', async () => {
    const ana = await register(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: bearer(ana.access),
      payload: {
        company_type: 'sa',
        company_name: 'Nopal Azul',
        legal_names: [{ name: `Consentimientos ${Date.now()}`, priority: 1 }],
        legal_representation: false,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const companyId = created.json<{ content: { id: number } }>().content.id;
    const luisEmail = uniqueEmail('luis');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: bearer(ana.access),
      payload: {
        partners: [
          { name: 'Ana', email: ana.email, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
          {
            name: 'Luis',
            email: luisEmail,
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 40 }],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const luisId = saved.json<{ content: { partners: { id: number }[] } }>().content.partners[1]?.id ?? 0;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v3/partners/send-invitations/${companyId}`,
      headers: bearer(ana.access),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const link = /https?:\/\/\S+/.exec((await lastMail(t.app, luisEmail))?.text ?? '')?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';

    const account = await t.app.inject({
      method: 'POST',
      url: `/api/v3/user/create-by-partner/${luisId}`,
      remoteAddress: '10.9.0.9',
      headers: { 'user-agent': USER_AGENT },
      payload: {
        email: luisEmail,
        password: PASSWORD,
        first_names: 'Luis',
        last_names: 'Pérez',
        phone: '5587654321',
        phone_country_code: '52',
        language: 'es',
        ...SIGN_UP_CONSENT,
        company_id: companyId,
        token,
      },
    });
    expect(account.statusCode, account.body).toBe(200);
    const luisAccess = account.json<{ content: { access_token: string } }>().content.access_token;
    const luis = await t.services().usersRepository.findByEmail(luisEmail);
    const luisUserId = luis?.id ?? 0;
    expect((await rowsOf(luisUserId)).map((row) => [row.document_kind, row.method, row.ip])).toEqual([
      ['privacy', 'checkbox', '10.9.0.9'],
      ['terms', 'checkbox', '10.9.0.9'],
    ]);

    const complements = (access: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/partner-complements/${luisId}`,
        headers: { ...bearer(access), 'user-agent': USER_AGENT },
        remoteAddress: '10.9.0.10',
        payload: {
          accept_terms_conditions: true,
          rfc: 'GODE561231GR8',
          curp: 'BOXW310820HNERXN09',
          civil_status: 'soltero',
          birthplace: 'Puebla',
        },
      });
    const accepted = await complements(luisAccess);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await complements(luisAccess)).statusCode).toBe(200);
    const byFounder = await complements(ana.access);
    expect(byFounder.statusCode, byFounder.body).toBe(200);

    const rows = await rowsOf(luisUserId);
    expect(rows.slice(2)).toEqual([
      expect.objectContaining({
        purpose: 'service',
        document_kind: 'privacy_simplified',
        document_version: 1,
        granted: true,
        method: 'invitation',
        ip: '10.9.0.10',
        user_agent: USER_AGENT,
      }),
    ]);
    expect((await rowsOf(ana.id)).map((row) => row.method)).toEqual(['checkbox', 'checkbox']);
  });
});

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_UP_CONSENT, bearer, lastCode } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/test-app';
import { logOptions } from './log-options';

/**
 * Personal values a log must never hold: the server logs at `trace` into memory while a newcomer signs up,
 * confirms the e-mail, fills partner data, changes phone and e-mail, downloads a document and renews the
 * session; a sign-up also fails in the database. Then every captured line is searched for the values.
 */

const PASSWORD = 'Canario-Clave-7781';
const EMAIL = `canario.correo.${Date.now().toString(36)}@example.mx`;
const PHONE = '5587123456';
const NEW_EMAIL = `canario.nuevo.${Date.now().toString(36)}@example.mx`;
const NEW_PHONE = '3398765432';
const FAILED_EMAIL = `canario.fallido.${Date.now().toString(36)}@example.mx`;
const FAILED_PHONE = '8112349876';
const RFC = 'GODE561231GR8';
const CURP = 'BOXW310820HNERXN09';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const lines: string[] = [];
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

/** Canary values met along the way (codes, tokens, links), checked with the fixed ones at the end. */
const seen = new Map<string, string>();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { ...logOptions('trace'), stream: memory } });
});
afterAll(() => t.close());

/** The captured log, without the timing numbers where a six-digit code could appear by chance. */
function logText(): string {
  return lines
    .join('')
    .replace(/"(time|responseTime)":[\d.e+-]+/g, '')
    .toLowerCase();
}

function multipartPdf(name: string) {
  const boundary = '----forjacanary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe('the log', () => {
  it('never holds passwords, codes, tokens, e-mail addresses, phones, RFC or CURP', async () => {
    const { app } = t;

    // Sign-up with a password, then the e-mailed code.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/v3/user/register',
      payload: {
        email: EMAIL,
        password: PASSWORD,
        first_names: 'Ana',
        last_names: 'López',
        phone: PHONE,
        phone_country_code: '52',
        language: 'es',
        ...SIGN_UP_CONSENT,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    let tokens = signUp.json<{ content: { access_token: string; refresh_token: string } }>().content;
    seen.set('sign-up access token', tokens.access_token);
    seen.set('sign-up refresh token', tokens.refresh_token);
    const code = await lastCode(app, EMAIL);
    seen.set('confirmation code', code);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/verification-code',
      headers: bearer(tokens.access_token),
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v3/user/profile',
      headers: bearer(tokens.access_token),
    });
    const userId = me.json<{ content: { id: number } }>().content.id;

    // Sign in with the password, renew the pair, and replay the spent refresh token.
    const login = await app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    tokens = login.json<{ content: { access_token: string; refresh_token: string } }>().content;
    seen.set('login access token', tokens.access_token);
    seen.set('login refresh token', tokens.refresh_token);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh',
      headers: bearer(tokens.refresh_token),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const spent = tokens.refresh_token;
    tokens = refreshed.json<{ content: { access_token: string; refresh_token: string } }>().content;
    seen.set('renewed access token', tokens.access_token);
    seen.set('renewed refresh token', tokens.refresh_token);
    const replayed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/refresh',
      headers: bearer(spent),
    });
    expect(replayed.statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v3/user/login',
      payload: { email: EMAIL, password: PASSWORD },
    });
    tokens = again.json<{ content: { access_token: string; refresh_token: string } }>().content;
    seen.set('second login access token', tokens.access_token);
    const auth = bearer(tokens.access_token);

    // A company, two partners, and the RFC and CURP of one of them.
    const company = await app.inject({
      method: 'POST',
      url: '/api/v3/company/register',
      headers: auth,
      payload: {
        company_type: 'sa',
        company_name: 'Nopal Azul',
        legal_names: [{ name: `Canario ${Date.now()}`, priority: 1 }],
        legal_representation: false,
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    const companyId = company.json<{ content: { id: number } }>().content.id;
    const partners = await app.inject({
      method: 'POST',
      url: `/api/v3/add-partners/company/${companyId}`,
      headers: auth,
      payload: {
        partners: [
          { name: 'Ana', email: EMAIL, nationalities: ['MX'], shares: [{ series: 'A', percentage: 60 }] },
          {
            name: 'Luis',
            email: `luis.${Date.now().toString(36)}@example.mx`,
            nationalities: ['MX'],
            shares: [{ series: 'A', percentage: 40 }],
          },
        ],
      },
    });
    expect(partners.statusCode, partners.body).toBe(200);
    const partnerId = partners.json<{ content: { partners: { id: number }[] } }>().content.partners[0]?.id;
    const complements = await app.inject({
      method: 'POST',
      url: `/api/v3/partner-complements/${partnerId}`,
      headers: auth,
      payload: {
        rfc: RFC,
        curp: CURP,
        accept_terms_conditions: true,
        civil_status: 'soltero',
        birthplace: 'Puebla',
      },
    });
    expect(complements.statusCode, complements.body).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v3/partner-complements/${partnerId}`,
      headers: auth,
      payload: { rfc: RFC.slice(1), curp: CURP, accept_terms_conditions: true },
    });
    expect(refused.statusCode).toBe(400);

    // A document, downloaded through its signed link.
    const upload = await app.inject({
      method: 'POST',
      url: `/api/v3/company/${companyId}/documents/CSF_company`,
      headers: { ...auth, ...multipartPdf('constancia.pdf').headers },
      payload: multipartPdf('constancia.pdf').payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: `/api/v3/company/get-company-profile/${companyId}`,
      headers: auth,
    });
    const link = profile.json<{ content: { documents: { document_url: string }[] } }>().content.documents[0]
      ?.document_url;
    expect(link).toMatch(/^\/api\/v3\/files\//);
    seen.set('download link token', (link ?? '').split('/').pop() ?? '');
    const download = await app.inject({ method: 'GET', url: link ?? '' });
    expect(download.statusCode).toBe(200);
    // A link that no longer verifies (as an expired one): refused, and its token is not logged either.
    const badLink = await app.inject({ method: 'GET', url: `${link ?? ''}x` });
    expect(badLink.json()).toEqual({ message: ['document_not_exist_s3'] });

    // A new phone and e-mail, confirmed with the code sent to the new address; then a stale client's old call.
    const ask = await app.inject({
      method: 'POST',
      url: `/api/v3/request-verification-code-to-update/user/${userId}`,
      headers: auth,
      payload: { email: NEW_EMAIL, phone: NEW_PHONE, phone_country_code: '52' },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const changeCode = await lastCode(app, NEW_EMAIL);
    seen.set('contact change code', changeCode);
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/v3/update-phone-email/user/${userId}`,
      headers: auth,
      payload: {
        email: NEW_EMAIL,
        phone: NEW_PHONE,
        phone_country_code: '52',
        verification_code: changeCode,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const stale = await app.inject({
      method: 'GET',
      url: `/api/v3/request-verification-code-to-update/phone-country-code/52/phone/${NEW_PHONE}/email/${encodeURIComponent(NEW_EMAIL)}/user/${userId}`,
      headers: auth,
    });
    expect(stale.statusCode).toBe(404);

    // A sign-up the database refuses: the failed write carries the e-mail, the phone and the password hash.
    await t.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT canary_refused CHECK (first_names <> 'Canario')`),
    );
    const failed = await app.inject({
      method: 'POST',
      url: '/api/v3/user/register',
      payload: {
        email: FAILED_EMAIL,
        password: PASSWORD,
        first_names: 'Canario',
        last_names: 'Fallido',
        phone: FAILED_PHONE,
        phone_country_code: '52',
        language: 'es',
        ...SIGN_UP_CONSENT,
      },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: ['internal_error'] });

    const log = logText();
    // The log did capture these flows: requests by path, the download link without its token, the failed write.
    expect(log).toContain('"url":"/api/v3/partner-complements/');
    expect(log).toContain('"url":"/api/v3/files/:token"');
    expect(log).toContain('"code":"23514"');

    const canaries = new Map<string, string>([
      ['password', PASSWORD],
      ['e-mail', EMAIL],
      ['phone', PHONE],
      ['new e-mail', NEW_EMAIL],
      ['new phone', NEW_PHONE],
      ['e-mail of the failed sign-up', FAILED_EMAIL],
      ['phone of the failed sign-up', FAILED_PHONE],
      ['password hash', '$argon2'],
      ['RFC', RFC],
      ['CURP', CURP],
      ...seen,
    ]);
    const leaked = [...canaries]
      .filter(([, value]) => value.length > 0 && log.includes(value.toLowerCase()))
      .map(([name]) => name);
    expect(leaked).toEqual([]);
    // The encoded forms a URL would carry count too.
    expect(log).not.toContain(encodeURIComponent(NEW_EMAIL).toLowerCase());
  });
});

import { ERROR_CODES, SUPPORT_ERROR_CODES } from '@forja/contracts';
import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';

type ErrorFile = { default: { codes?: Record<string, unknown> } };

/** The error texts of the sign-in pages (start bundle) and of every later page (lib/locale-bundles.ts). */
const startFiles = import.meta.glob<ErrorFile>('./*/errors.json', { eager: true });
const appFiles = import.meta.glob<ErrorFile>('./*/errors-app.json', { eager: true });

/** Every code the API or the support backend can answer with (packages/contracts). */
const ANSWERED_CODES = [...new Set<string>([...ERROR_CODES, ...SUPPORT_ERROR_CODES])];

const startCodes = (language: string) => startFiles[`./${language}/errors.json`]?.default.codes ?? {};
const appCodes = (language: string) => appFiles[`./${language}/errors-app.json`]?.default.codes ?? {};

describe('error texts', () => {
  it.each(LANGUAGES)('%s has a message for every error code the API can answer', (language) => {
    const codes = { ...startCodes(language), ...appCodes(language) };
    const missing = ANSWERED_CODES.filter((code) => {
      const text = codes[code];
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has each code in one file only', (language) => {
    const start = Object.keys(startCodes(language));
    expect(Object.keys(appCodes(language)).filter((code) => start.includes(code))).toEqual([]);
  });

  it('gives the sign-in pages the texts of what signing in, recovering a password and a session can answer', () => {
    const start = Object.keys(startCodes('es'));
    for (const code of [
      'bad_credentials',
      'too_many_requests',
      'network_error',
      'internal_error',
      'google_account_not_registered',
      'token_expired',
      'password_too_common',
      'account_cancelled',
    ]) {
      expect(start).toContain(code);
    }
    // The account page's answers come with its own texts, not with the sign-in page's download.
    for (const code of ['wrong_password', 'password_same_as_current', 'file_too_large', 'request_replayed']) {
      expect(start).not.toContain(code);
    }
  });
});

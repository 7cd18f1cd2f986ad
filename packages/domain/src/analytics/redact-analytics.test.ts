import { describe, expect, it } from 'vitest';
import { REDACTED, redactAnalyticsPath, redactAnalyticsValue } from './redact-analytics';

describe('redactAnalyticsValue', () => {
  it.each([
    ['password', 'Nopal-Azul-2026', REDACTED],
    ['verification_code', '123456', REDACTED],
    ['rfc', 'GODE561231GR8', REDACTED],
    ['note', 'mi RFC es GODE561231GR8', REDACTED],
    ['note', 'curp BOXW310820HNERXN09', REDACTED],
    ['label', 'código 482913', REDACTED],
    ['label', 'ana@example.mx', REDACTED],
    ['clabe_hint', '012180012345678909', REDACTED],
    ['label', 'eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl', REDACTED],
    ['company_type', 'sas', 'sas'],
    ['step', 3, 3],
    ['amount_mxn', 12500, 12500],
    ['paid', true, true],
    ['bank', null, null],
  ] as const)('%s = %j → %j', (key, value, expected) => {
    expect(redactAnalyticsValue(key, value)).toBe(expected);
  });
});

describe('redactAnalyticsPath', () => {
  it.each([
    ['/es/dashboard/12/home', '/es/dashboard/12/home'],
    [
      '/es/register?utm_source=newsletter&utm_campaign=otono',
      '/es/register?utm_source=newsletter&utm_campaign=otono',
    ],
    ['/es/auth/new_password?token=abc123&email=ana@example.mx', '/es/auth/new_password'],
    ['/es/partners/start?partner=4&token=xyz&utm_medium=mail', '/es/partners/start?utm_medium=mail'],
    ['/es/redirect_sign/eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl', `/es/redirect_sign/${REDACTED}`],
    ['/es/verify/123456', `/es/verify/${REDACTED}`],
  ])('%s → %s', (path, expected) => {
    expect(redactAnalyticsPath(path)).toBe(expected);
  });
});

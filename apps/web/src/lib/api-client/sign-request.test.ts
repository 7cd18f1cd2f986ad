import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest } from './sign-request';

describe('signRequest', () => {
  it('signs `<t>.<raw body>` with the token as HMAC-SHA256 key, t in seconds', async () => {
    const at = new Date('2026-03-03T10:00:00.750Z');
    const t = Math.floor(at.getTime() / 1000);
    const body = JSON.stringify({ partner_id: 3, acknowledgment_completed: true, version: 1 });
    const expected = createHmac('sha256', 'tøken-ñ').update(`${t}.${body}`).digest('hex');
    expect(await signRequest('tøken-ñ', body, at)).toBe(`t=${t},v1=${expected}`);
    const empty = createHmac('sha256', 'tøken-ñ').update(`${t}.`).digest('hex');
    expect(await signRequest('tøken-ñ', '', at)).toBe(`t=${t},v1=${empty}`);
  });
});

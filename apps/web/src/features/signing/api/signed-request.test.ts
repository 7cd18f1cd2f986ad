import { SIGNED_REQUEST_HEADER } from '@forja/contracts';
import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signRequest, signingRequest } from './signed-request';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

describe('signed requests of the e-mailed link', () => {
  it('signs `<t>.<raw body>` with the token as HMAC-SHA256 key, t in seconds', async () => {
    const at = new Date('2026-03-03T10:00:00.750Z');
    const t = Math.floor(at.getTime() / 1000);
    const body = JSON.stringify({ partner_id: 3, acknowledgment_completed: true, version: 1 });
    const expected = createHmac('sha256', 'tøken-ñ').update(`${t}.${body}`).digest('hex');
    expect(await signRequest('tøken-ñ', body, at)).toBe(`t=${t},v1=${expected}`);
    const empty = createHmac('sha256', 'tøken-ñ').update(`${t}.`).digest('hex');
    expect(await signRequest('tøken-ñ', '', at)).toBe(`t=${t},v1=${empty}`);
  });

  it('sends the exact bytes it signed, without a bearer, and signs again after a replay', async () => {
    const seen: { headers: Record<string, string>; body: string }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push({ headers: init.headers as Record<string, string>, body: (init.body as string) ?? '' });
      return seen.length === 1
        ? json(409, { message: ['request_replayed'] })
        : json(200, { content: { ok: true } });
    });
    const access = { kind: 'link' as const, partnerId: 3, token: 'link-token' };
    const result = await signingRequest<{ ok: boolean }>(
      access,
      { session: 'company/1/x', link: 'temporary-token/company/1/x' },
      { method: 'POST', body: { partner_id: 3 } },
    );
    expect(result).toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    for (const { headers, body } of seen) {
      expect(body).toBe('{"partner_id":3}');
      expect(headers.authorization).toBeUndefined();
      const t = /^t=(\d+),/.exec(headers[SIGNED_REQUEST_HEADER] ?? '')?.[1];
      expect(headers[SIGNED_REQUEST_HEADER]).toBe(
        `t=${t},v1=${createHmac('sha256', 'link-token').update(`${t}.${body}`).digest('hex')}`,
      );
    }
    // The second signature is a new one (a later second).
    expect(seen[1]?.headers[SIGNED_REQUEST_HEADER]).not.toBe(seen[0]?.headers[SIGNED_REQUEST_HEADER]);
  });

  it('gives up after one retry', async () => {
    vi.stubGlobal('fetch', async () => json(409, { message: ['request_replayed'] }));
    await expect(
      signingRequest({ kind: 'link', partnerId: 3, token: 'x' }, { session: 'a', link: 'b' }),
    ).rejects.toMatchObject({ codes: ['request_replayed'] });
  });
});

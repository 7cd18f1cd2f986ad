import { SIGNED_REQUEST_HEADER } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setTokens } from '../../../lib/auth-tokens';
import { content, serveApi, type ApiCall } from '../../../test/network';
import { signingRequest } from './signed-request';

const paths = { session: 'company/1/two-factor/set', link: 'temporary-token/company/1/two-factor/set' };
const schema = z.object({ ok: z.boolean() });

function serve() {
  const calls: ApiCall[] = [];
  serveApi((call) => {
    calls.push(call);
    return content({ ok: true });
  });
  return calls;
}

describe('signingRequest', () => {
  it("goes to the session's path with the session's token when signed in", async () => {
    const calls = serve();
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await expect(
      signingRequest({ kind: 'session' }, paths, { method: 'POST', body: {}, schema }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.path).toBe(paths.session);
    expect(calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(calls[0]?.headers[SIGNED_REQUEST_HEADER]).toBeUndefined();
  });

  it("goes to the link's path, signed with the link's token and without the session's", async () => {
    const calls = serve();
    setTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await signingRequest({ kind: 'link', partnerId: 3, token: 'link-token' }, paths, {
      method: 'POST',
      body: { partner_id: 3 },
      schema,
    });
    expect(calls[0]?.path).toBe(paths.link);
    expect(calls[0]?.headers.authorization).toBeUndefined();
    expect(calls[0]?.headers[SIGNED_REQUEST_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { createSignedLinks } from './signed-links';

const secret = new TextEncoder().encode('a test secret of at least thirty-two bytes');
const now = new Date('2026-03-01T12:00:00Z');

describe('signed links', () => {
  it('reads back the claims and subject of its own audience', async () => {
    const links = createSignedLinks(secret, 'forja-test');
    const token = await links.sign({ k: 'x', i: 7 }, { subject: '42', expiry: { now, ttlSeconds: 60 } });
    expect(await links.read(token, now)).toMatchObject({ k: 'x', i: 7, sub: '42', aud: 'forja-test' });
  });

  it('stops working once expired', async () => {
    const links = createSignedLinks(secret, 'forja-test');
    const token = await links.sign({ i: 1 }, { expiry: { now, ttlSeconds: 60 } });
    expect(await links.read(token, new Date(now.getTime() + 59_000))).not.toBeNull();
    expect(await links.read(token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('never expires without an expiry', async () => {
    const links = createSignedLinks(secret, 'forja-test');
    const token = await links.sign({ i: 1 });
    expect(await links.read(token, new Date('2100-01-01T00:00:00Z'))).toMatchObject({ i: 1 });
    expect(await links.read(token)).toMatchObject({ i: 1 });
  });

  it('refuses another audience, another secret and an altered token', async () => {
    const token = await createSignedLinks(secret, 'forja-a').sign({ i: 1 });
    expect(await createSignedLinks(secret, 'forja-b').read(token)).toBeNull();
    const otherSecret = new TextEncoder().encode('another secret of at least thirty-two bytes');
    expect(await createSignedLinks(otherSecret, 'forja-a').read(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await createSignedLinks(secret, 'forja-a').read(altered)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { guardInvited, type InvitedQuery } from './guard-invited';

describe('guardInvited', () => {
  it.each<[InvitedQuery | null | undefined, boolean]>([
    [{ partner: '5', company: '12' }, true],
    [{ partner: '5' }, false],
    [{ company: '12' }, false],
    [{ partner: '', company: '12' }, false],
    [{ partner: '5', company: '  ' }, false],
    [{ partner: null, company: null }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j allowed: %s', (query, allowed) => {
    expect(guardInvited(query)).toEqual(allowed ? null : { name: 'Login', params: {} });
  });
});

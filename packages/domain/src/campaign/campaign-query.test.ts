import { describe, expect, it } from 'vitest';
import {
  campaignFromQuery,
  campaignQuery,
  emptyCampaign,
  type CampaignValues,
  type UrlQuery,
} from './campaign-query';

const stored: CampaignValues = { ...emptyCampaign(), utm_source: 'google', utm_campaign: 'spring' };
const storedQuery = { utm_source: 'google', utm_campaign: 'spring' };

describe('campaignQuery', () => {
  it.each<[string, string, UrlQuery, Partial<CampaignValues> | null, Record<string, string>]>([
    // Other routes: the stored values are (re-)added, other parameters kept
    ['an ordinary route gets the stored values', 'Dashboard', {}, stored, storedQuery],
    [
      'other parameters are kept',
      'PaymentStatus',
      { session_id: 'cs_1' },
      stored,
      { session_id: 'cs_1', ...storedQuery },
    ],
    ['blank stored values are left out', 'Companies', {}, { ...emptyCampaign(), utm_term: ' ' }, {}],
    ['nothing stored, nothing added', 'Companies', { a: '1' }, null, { a: '1' }],
    [
      'the URL values win over the stored ones',
      'Dashboard',
      { utm_source: 'bing' },
      stored,
      { utm_source: 'bing' },
    ],
    [
      'a protected route without protected parameters gets them',
      'Checkout',
      { plan: 'x' },
      stored,
      { plan: 'x', ...storedQuery },
    ],
    [
      'an ordinary route with a protected parameter gets them',
      'Companies',
      { company: '12' },
      stored,
      { company: '12', ...storedQuery },
    ],
    // Protected routes with protected parameters: not re-added
    ...(
      [
        'NewPassword',
        'Start',
        'InvitedComplementaries',
        'InvitedValidation',
        'InvitedRegister',
        'PaymentUpdate',
        'End',
        'ValidationActToUser',
        'CommissaryStart',
        'CommissaryEnd',
        'CommissaryComplementaries',
        'Checkout',
        'RedirectSignWeetrust',
      ] as const
    ).map((route): [string, string, UrlQuery, Partial<CampaignValues> | null, Record<string, string>] => [
      `${route} with a token keeps its query`,
      route,
      { token: 't' },
      stored,
      { token: 't' },
    ]),
    ...(['partner', 'rnie', 'company', 'email', 'token', 'access_token', 'refresh_token'] as const).map(
      (param): [string, string, UrlQuery, Partial<CampaignValues> | null, Record<string, string>] => [
        `Start with ${param} keeps its query`,
        'Start',
        { [param]: 'v' },
        stored,
        { [param]: 'v' },
      ],
    ),
    [
      'a protected route with its own campaign values keeps them',
      'Start',
      { partner: '5', utm_source: 'mail' },
      stored,
      { partner: '5', utm_source: 'mail' },
    ],
    // Login: never rewritten
    ['Login is not updated', 'Login', {}, stored, {}],
    [
      'Login keeps the campaign link as it came',
      'Login',
      { utm_source: 'ads', utm_term: '' },
      stored,
      { utm_source: 'ads', utm_term: '' },
    ],
    // experience: dropped and replaced by the campaign values, on any route
    ['experience is replaced on an ordinary route', 'Dashboard', { experience: 'b' }, stored, storedQuery],
    [
      'experience is replaced on Login',
      'Login',
      { experience: 'b', a: '1' },
      stored,
      { a: '1', ...storedQuery },
    ],
    [
      'experience is replaced on a protected route, keeping its parameters',
      'Start',
      { partner: '5', company: '9', experience: 'b' },
      stored,
      { partner: '5', company: '9', ...storedQuery },
    ],
    // Odd input
    ['null values are dropped', 'Dashboard', { a: null, b: undefined, c: '3' }, null, { c: '3' }],
    [
      'a stored record with junk is read field by field',
      'Dashboard',
      {},
      { utm_source: ' news ', utm_medium: 3 as unknown as string },
      { utm_source: 'news' },
    ],
  ])('%s', (_label, routeName, urlQuery, storedValues, expected) => {
    expect(campaignQuery(routeName, urlQuery, storedValues).query).toEqual(expected);
  });

  it('keeps the URL values as the campaign record, on any route including Login', () => {
    const url = { utm_source: ' ads ', utm_medium: 'cpc' };
    const expected = { ...emptyCampaign(), utm_source: 'ads', utm_medium: 'cpc' };
    expect(campaignQuery('Dashboard', url, stored).campaign).toEqual(expected);
    expect(campaignQuery('Login', url, stored).campaign).toEqual(expected);
    expect(campaignQuery('Dashboard', {}, stored).campaign).toEqual(stored);
    expect(campaignQuery('Dashboard', null, undefined).campaign).toEqual(emptyCampaign());
  });

  it('reports whether the query changed', () => {
    expect(campaignQuery('Dashboard', {}, stored).changed).toBe(true);
    expect(campaignQuery('Dashboard', storedQuery, stored).changed).toBe(false);
    expect(campaignQuery('Dashboard', { ...storedQuery, utm_term: '' }, stored).changed).toBe(true);
    expect(campaignQuery('Dashboard', { utm_source: 'google', utm_campaign: 'autumn' }, stored).changed).toBe(
      false,
    );
    expect(campaignQuery('Start', { partner: '5' }, stored).changed).toBe(false);
    expect(campaignQuery('Dashboard', { a: '1' }, null).changed).toBe(false);
  });
});

describe('campaignFromQuery', () => {
  it('reads all six values, or null when the URL carries none', () => {
    expect(campaignFromQuery({ utm_id: '1' })).toEqual({ ...emptyCampaign(), utm_id: '1' });
    expect(campaignFromQuery({ utm_id: ' ', other: 'x' })).toBeNull();
    expect(campaignFromQuery(null)).toBeNull();
  });
});

import type { UtmTags } from '@forja/contracts';
import { isBlank } from '../shared/text';
import { E_SIGNATURE_REDIRECT_ROUTE_PREFIX, type RouteName } from '../onboarding/route-names';

/** The six campaign values (spec section 3), the same list as the contracts' UTM_FIELDS. */
export const CAMPAIGN_FIELDS = [
  'utm_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type CampaignValues = UtmTags;

/** Routes whose own query parameters must not be polluted by stored campaign values (spec section 2). */
export const CAMPAIGN_PROTECTED_ROUTES: readonly RouteName[] = [
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
];
/** The parameters that make a protected route keep its query as it came. */
export const CAMPAIGN_PROTECTED_PARAMS = [
  'partner',
  'rnie',
  'company',
  'email',
  'token',
  'access_token',
  'refresh_token',
] as const;
/** A one-time parameter: when present it is dropped and the stored campaign values take its place. */
export const EXPERIENCE_PARAM = 'experience';

export type UrlQuery = Readonly<Record<string, string | null | undefined>>;

export type CampaignQueryResult = {
  /** The query the route should carry. */
  query: Record<string, string>;
  /** The campaign record to keep: the URL's values when it carries any, else the stored ones. */
  campaign: CampaignValues;
  /** The query differs from the URL's: replace the location with `query`. */
  changed: boolean;
};

/** The all-empty campaign record. */
export function emptyCampaign(): CampaignValues {
  return { utm_id: '', utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };
}

/** The campaign values a URL carries (all six, missing ones empty), or null when it carries none. */
export function campaignFromQuery(query: UrlQuery | null | undefined): CampaignValues | null {
  if (!query || CAMPAIGN_FIELDS.every((field) => isBlank(query[field]))) return null;
  const campaign = emptyCampaign();
  for (const field of CAMPAIGN_FIELDS) campaign[field] = query[field]?.trim() ?? '';
  return campaign;
}

function isProtectedRoute(routeName: string): boolean {
  return (
    (CAMPAIGN_PROTECTED_ROUTES as readonly string[]).includes(routeName) ||
    routeName.startsWith(E_SIGNATURE_REDIRECT_ROUTE_PREFIX)
  );
}

function withCampaign(query: Record<string, string>, campaign: CampaignValues): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!(CAMPAIGN_FIELDS as readonly string[]).includes(key)) result[key] = value;
  }
  for (const field of CAMPAIGN_FIELDS) if (!isBlank(campaign[field])) result[field] = campaign[field];
  return result;
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

/**
 * Campaign tracking on a navigation (spec section 2). The URL's campaign values, when it carries any, become
 * the record to keep. Then, on every route but Login, the query carries the kept campaign values (blank ones
 * left out), except on a protected route whose URL carries one of the protected parameters and no campaign
 * value of its own: its query stays as it came. Separately, an `experience` parameter is always dropped and
 * replaced by the campaign values. Other parameters are always kept.
 */
export function campaignQuery(
  routeName: string,
  urlQuery: UrlQuery | null | undefined,
  stored: Partial<CampaignValues> | null | undefined,
): CampaignQueryResult {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(urlQuery ?? {}))
    if (typeof value === 'string') input[key] = value;

  const fromUrl = campaignFromQuery(input);
  const campaign = fromUrl ?? { ...emptyCampaign(), ...pickCampaign(stored) };

  const keepAsItCame =
    routeName === 'Login' ||
    (isProtectedRoute(routeName) &&
      fromUrl === null &&
      CAMPAIGN_PROTECTED_PARAMS.some((param) => param in input));
  let query = keepAsItCame ? input : withCampaign(input, campaign);
  if (EXPERIENCE_PARAM in query) {
    const { [EXPERIENCE_PARAM]: _experience, ...rest } = query;
    query = withCampaign(rest, campaign);
  }
  return { query, campaign, changed: !sameQuery(input, query) };
}

function pickCampaign(stored: Partial<CampaignValues> | null | undefined): Partial<CampaignValues> {
  const campaign: Partial<CampaignValues> = {};
  for (const field of CAMPAIGN_FIELDS) {
    const value = stored?.[field];
    if (typeof value === 'string') campaign[field] = value.trim();
  }
  return campaign;
}

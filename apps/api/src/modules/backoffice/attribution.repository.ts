import type { CampaignTouch, CompanyAttribution } from '@forja/contracts';
import { CAMPAIGN_FIELDS } from '@forja/domain';
import { and, asc, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { userUtmInteractions } from '../../db/schema/index';

const hasValue = (field: 'utm_source' | 'utm_campaign') =>
  sql`coalesce(trim(${userUtmInteractions.tags} ->> ${field}), '') <> ''`;

function touchOf(row: { tags: Record<string, string>; created_at: Date }): CampaignTouch {
  const touch = { at: row.created_at.toISOString() } as CampaignTouch;
  for (const field of CAMPAIGN_FIELDS) {
    const value = row.tags[field];
    touch[field] = typeof value === 'string' ? value : '';
  }
  return touch;
}

/**
 * The campaign attribution of each user, from their recorded campaign values (user_utm_interactions, written by
 * store-utms-interaction): the first touch is the earliest interaction with a non-empty utm_source or
 * utm_campaign; the last touch the latest such one at or before the user's cut-off (`until`, e.g. the company's
 * creation; no cut-off: the latest of all). Users without such an interaction get both null.
 */
export async function campaignOfUsers(
  db: Database,
  userIds: readonly number[],
  until: ReadonlyMap<number, Date> = new Map(),
): Promise<Map<number, CompanyAttribution>> {
  const result = new Map<number, CompanyAttribution>();
  const ids = [...new Set(userIds)];
  for (const id of ids) result.set(id, { first_touch: null, last_touch: null });
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      user_id: userUtmInteractions.user_id,
      tags: userUtmInteractions.tags,
      created_at: userUtmInteractions.created_at,
    })
    .from(userUtmInteractions)
    .where(
      and(inArray(userUtmInteractions.user_id, ids), or(hasValue('utm_source'), hasValue('utm_campaign'))),
    )
    .orderBy(asc(userUtmInteractions.created_at), asc(userUtmInteractions.id));
  for (const row of rows) {
    const attribution = result.get(row.user_id);
    if (!attribution) continue;
    const touch = touchOf(row);
    attribution.first_touch ??= touch;
    const cutOff = until.get(row.user_id);
    if (!cutOff || row.created_at.getTime() <= cutOff.getTime()) attribution.last_touch = touch;
  }
  return result;
}

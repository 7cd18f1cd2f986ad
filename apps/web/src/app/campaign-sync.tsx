import { useEffect, useRef, useSyncExternalStore } from 'react';
import { storeUtmsInteraction } from '../features/auth/api/store-utms-interaction';
import { hasSession } from '../lib/auth-tokens';
import { getCampaign, hasCampaign, subscribeCampaign } from '../lib/campaign-store';

function campaignSnapshot(): string {
  return JSON.stringify(getCampaign());
}

/**
 * Records the stored campaign values on the signed-in account (`store-utms-interaction`) whenever they change
 * while signed in (a new campaign link) — not on every navigation. The record after sign-in or sign-up is
 * made by the session's start (features/auth/api/session.ts).
 */
export function CampaignSync() {
  const campaign = useSyncExternalStore(subscribeCampaign, campaignSnapshot, campaignSnapshot);
  const seen = useRef(campaign);

  useEffect(() => {
    if (seen.current === campaign) return;
    seen.current = campaign;
    if (hasSession() && hasCampaign()) void storeUtmsInteraction().catch(() => undefined);
  }, [campaign]);

  return null;
}

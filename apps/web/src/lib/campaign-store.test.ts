import { CAMPAIGN_STORAGE_KEY } from '@forja/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearCampaign,
  getCampaign,
  hasCampaign,
  reloadCampaign,
  setCampaign,
  subscribeCampaign,
} from './campaign-store';

const empty = { utm_id: '', utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' };

afterEach(() => clearCampaign());

describe('campaign store', () => {
  it('starts all empty and loads what local storage holds, field by field', () => {
    expect(getCampaign()).toEqual(empty);
    expect(hasCampaign()).toBe(false);
    window.localStorage.setItem(
      CAMPAIGN_STORAGE_KEY,
      JSON.stringify({ utm_source: ' news ', utm_medium: 3, other: 'x' }),
    );
    reloadCampaign();
    expect(getCampaign()).toEqual({ ...empty, utm_source: 'news' });
    window.localStorage.setItem(CAMPAIGN_STORAGE_KEY, 'not json');
    reloadCampaign();
    expect(getCampaign()).toEqual(empty);
  });

  it('keeps set values in local storage, tells listeners of real changes only, and clears', () => {
    const listener = vi.fn();
    const stop = subscribeCampaign(listener);
    setCampaign({ utm_source: 'newsletter', utm_campaign: 'otono' });
    setCampaign({ utm_source: 'newsletter', utm_campaign: 'otono' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasCampaign()).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY) ?? '{}')).toEqual({
      ...empty,
      utm_source: 'newsletter',
      utm_campaign: 'otono',
    });
    clearCampaign();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY)).toBeNull();
    expect(getCampaign()).toEqual(empty);
    stop();
  });
});

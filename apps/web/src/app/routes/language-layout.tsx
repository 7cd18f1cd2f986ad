import { canonicalLanguagePath, parseLanguage } from '@forja/domain';
import { useEffect } from 'react';
import { Outlet, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppConfig } from '../../features/app-config/get-app-config';
import { CustomerChat } from '../../features/customer-chat/components/customer-chat';
import { ConsentBanner } from '../../features/legal/components/consent-banner';
import { applyLanguage } from '../../lib/i18n';
import { AnalyticsTracker } from '../analytics-tracker';
import { CampaignSync } from '../campaign-sync';
import { trackCampaign } from '../campaign-tracking';
import { getStoredLanguage, setStoredLanguage } from '../../lib/storage';

/**
 * Every route sits under a language segment (spec section 2). A missing, non-canonical or
 * unsupported one redirects to the canonical form, keeping the rest of the path and the query. Then campaign
 * tracking (spec section 2) keeps the URL's utm values and puts the stored ones in the query.
 */
export function languageLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = canonicalLanguagePath(url.pathname, getStoredLanguage());
  if (target !== null) return redirect(`${target}${url.search}${url.hash}`);
  const language = parseLanguage(url.pathname.split('/')[1]);
  if (language) {
    setStoredLanguage(language);
    applyLanguage(language);
  }
  return trackCampaign(url);
}

export function LanguageLayout() {
  const { lang } = useParams();
  const config = useAppConfig();
  useEffect(() => {
    const language = parseLanguage(lang);
    if (language) applyLanguage(language);
  }, [lang]);
  return (
    <>
      <Outlet />
      <AnalyticsTracker />
      <CampaignSync />
      <ConsentBanner />
      <CustomerChat chat={config?.customer_chat} language={parseLanguage(lang) ?? 'es'} />
    </>
  );
}

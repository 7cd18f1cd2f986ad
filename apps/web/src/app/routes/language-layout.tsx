import { canonicalLanguagePath, parseLanguage } from '@forja/domain';
import { useEffect } from 'react';
import { Outlet, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppConfig } from '../../features/app-config/get-app-config';
import { CustomerChat } from '../../features/customer-chat/components/customer-chat';
import { ConsentBanner } from '../../features/legal/components/consent-banner';
import { applyLanguage, loadLocales } from '../../lib/i18n';
import { loadRouteModule } from '../../lib/load-route-module';
import { localeBundlesFor } from '../../lib/locale-bundles';
import { AnalyticsTracker } from '../analytics-tracker';
import { CampaignSync } from '../campaign-sync';
import { trackCampaign } from '../campaign-tracking';
import { getStoredLanguage, setStoredLanguage } from '../../lib/storage';
import { usePageScroll } from '../../lib/use-page-scroll';

/**
 * Every route sits under a language segment (spec section 2). A missing, non-canonical or
 * unsupported one redirects to the canonical form, keeping the rest of the path and the query. Then campaign
 * tracking (spec section 2) keeps the URL's utm values and puts the stored ones in the query. The page's
 * translations (and, past the sign-in and registration pages, every component's styles) are downloaded
 * before the language is switched and the page renders, so no key or unstyled component ever shows.
 */
export async function languageLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = canonicalLanguagePath(url.pathname, getStoredLanguage());
  if (target !== null) return redirect(`${target}${url.search}${url.hash}`);
  const language = parseLanguage(url.pathname.split('/')[1]);
  if (language) {
    const bundles = localeBundlesFor(url.pathname);
    await Promise.all([
      loadLocales(language, bundles),
      // Past the pages a visitor starts on, every component's styles.
      bundles.includes('app') && loadRouteModule(() => import('../full-stylesheet')),
    ]);
    // A navigation overtaken while its translations downloaded (a second click on another language)
    // must not switch the language back after the newer one did.
    if (request.signal.aborted) return null;
    setStoredLanguage(language);
    applyLanguage(language);
  }
  return trackCampaign(url);
}

export function LanguageLayout() {
  const { lang } = useParams();
  const config = useAppConfig();
  usePageScroll();
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

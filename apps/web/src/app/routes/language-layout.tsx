import { canonicalLanguagePath, parseLanguage } from '@forja/domain';
import { useEffect } from 'react';
import { Outlet, redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { ConsentBanner } from '../../features/legal/components/consent-banner';
import { applyLanguage } from '../../lib/i18n';
import { AnalyticsTracker } from '../analytics-tracker';
import { getStoredLanguage, setStoredLanguage } from '../../lib/storage';

/**
 * Every route sits under a language segment (spec section 2). A missing, non-canonical or
 * unsupported one redirects to the canonical form, keeping the rest of the path and the query.
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
  return null;
}

export function LanguageLayout() {
  const { lang } = useParams();
  useEffect(() => {
    const language = parseLanguage(lang);
    if (language) applyLanguage(language);
  }, [lang]);
  return (
    <>
      <Outlet />
      <AnalyticsTracker />
      <ConsentBanner />
    </>
  );
}

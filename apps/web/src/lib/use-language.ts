import { parseLanguage, DEFAULT_LANGUAGE, type Language } from '@forja/domain';
import { useParams } from 'react-router';

/** The language of the current route (its first segment, already made canonical by the router). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return parseLanguage(lang) ?? DEFAULT_LANGUAGE;
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to "<page> · Forja". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const appName = t('app_name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}

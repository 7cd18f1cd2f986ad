import { LANGUAGES, type Language } from '@forja/domain';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setStoredLanguage } from '../lib/storage';
import { useLanguage } from '../app/language';

/** Changes the language segment of the current URL and remembers the choice. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const change = (next: Language) => {
    setStoredLanguage(next);
    const rest = location.pathname.split('/').slice(2).join('/');
    void navigate(`/${next}${rest ? `/${rest}` : ''}${location.search}${location.hash}`);
  };

  return (
    <NativeSelect
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={18} aria-hidden />}
      value={language}
      onChange={(event) => change(event.currentTarget.value as Language)}
      data={LANGUAGES.map((value) => ({ value, label: t(`language.names.${value}`) }))}
      w={150}
    />
  );
}

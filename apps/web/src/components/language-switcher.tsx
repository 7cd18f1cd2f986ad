import { LANGUAGES, type Language } from '@forja/domain';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setStoredLanguage } from '../lib/storage';
import { useLanguage } from '../lib/use-language';
import type { User } from '@forja/contracts';
import { saveLanguage } from '../features/auth/api/account';
import { profileQueryKey } from '../features/auth/api/session';
import { queryClient } from '../lib/query-client';

/** Changes the language segment of the current URL and remembers the choice. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();

  const change = (next: Language) => {
    setStoredLanguage(next);
    const user = queryClient.getQueryData<User>(profileQueryKey);
    // Signed in: e-mails follow the interface language too.
    if (user) void saveLanguage(user.id, next).catch(() => undefined);
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

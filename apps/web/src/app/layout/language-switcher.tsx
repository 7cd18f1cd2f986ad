import { LANGUAGES, type Language } from '@forja/domain';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setStoredLanguage } from '../../lib/storage';
import { useLanguage } from '../../lib/use-language';
import type { User } from '@forja/contracts';
import { saveLanguage } from '../../features/auth/api/account';
import { profileQueryKey } from '../../features/auth/api/session';
import { queryClient } from '../../lib/query-client';

/** The switcher's width and its icon and chevron sections (px): it fits a 375 px header. */
const WIDTH = 150;
const ICON_SECTION = 34;
const CHEVRON_SECTION = 28;
/** Room left for the language's name (px): each name must fit, or a phone shows it cut. */
export const LANGUAGE_SWITCHER_TEXT_ROOM = WIDTH - ICON_SECTION - CHEVRON_SECTION - 2;

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
      w={WIDTH}
      leftSectionWidth={ICON_SECTION}
      rightSectionWidth={CHEVRON_SECTION}
    />
  );
}

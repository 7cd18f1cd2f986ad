import { Box, Button, Menu } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../config/paths';
import { logout, profileQueryOptions } from '../../features/auth/api/session';
import { useLanguage } from '../../lib/use-language';

type Props = {
  /** The signed-in person's first names, shown from tablet widths. */
  name?: string | null;
  /** Signs the person out. */
  onSignOut: () => void;
  /** Items before "My account" (the workspace's list of companies). */
  children?: ReactNode;
};

/** The header's account menu: the person's name, their account page and signing out. */
export function AccountMenu({ name, onSignOut, children }: Props) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="gray.8"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          leftSection={<IconUserCircle size={20} aria-hidden />}
          aria-label={t('account_menu')}
          px="xs"
        >
          <Box component="span" visibleFrom="sm">
            {name ?? t('account_menu')}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        <Menu.Item
          component={Link}
          to={routeUrl(language, 'Account')}
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('my_account')}
        </Menu.Item>
        <Menu.Item onClick={onSignOut} leftSection={<IconLogout size={18} aria-hidden />}>
          {t('sign_out')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The account menu of the signed-in person, named from their profile; signing out leads to sign-in. */
export function SignedInAccountMenu() {
  const { data: user } = useQuery(profileQueryOptions());
  return <AccountMenu name={user?.first_names} onSignOut={() => void logout()} />;
}

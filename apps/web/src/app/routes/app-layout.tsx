import { Anchor, Box, Button, Container, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { routeUrl } from '../../config/paths';
import { logout, profileQueryOptions } from '../../features/auth/api/session';
import { LegalFooter } from '../../features/legal/components/legal-links';
import { ReconsentDialog } from '../../features/legal/components/reconsent-dialog';
import { useLanguage } from '../../lib/use-language';

/** The frame of the signed-in pages outside a company: brand, language, account menu. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { data: user } = useQuery(profileQueryOptions());
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        component="header"
        justify="space-between"
        px="md"
        py="sm"
        wrap="nowrap"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Anchor
          component={Link}
          to={routeUrl(language, 'Companies')}
          underline="never"
          fw={800}
          fz="xl"
          c="forja.7"
        >
          {t('app_name')}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
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
                  {user?.first_names ?? t('account_menu')}
                </Box>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={routeUrl(language, 'Account')}
                leftSection={<IconUserCircle size={18} aria-hidden />}
              >
                {t('my_account')}
              </Menu.Item>
              <Menu.Item onClick={() => void logout()} leftSection={<IconLogout size={18} aria-hidden />}>
                {t('sign_out')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Container component="main" size="md" px="md" py="xl">
        <Outlet />
      </Container>
      <Box component="footer" pb="md">
        <LegalFooter />
      </Box>
      <ReconsentDialog onSignOut={() => void logout().then(() => navigate(routeUrl(language, 'Login')))} />
    </Box>
  );
}

import { AppShell, Badge, Button, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { StaffMe } from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router';
import { HeaderBar } from '../../layout/app-header';
import { useOffCanvasMenu } from '../../layout/off-canvas-menu';
import { SkipLink } from '../../layout/skip-link';
import { logout } from '../../../features/auth/api/session';
import { staffMeQueryOptions } from '../../../features/backoffice/api/staff';
import { BACKOFFICE_NAV, backofficePath } from '../../../features/backoffice/navigation';
import { RecentSignInDialog } from '../../../features/backoffice/recent-sign-in-dialog';
import { useLanguage } from '../../../lib/use-language';

/** The frame of every back-office page: brand, navigation (a menu on phones), language, sign-out. */
export function BackofficeLayout() {
  const { t } = useTranslation('backoffice');
  const language = useLanguage();
  const location = useLocation();
  const loaded = useLoaderData<{ me: StaffMe }>();
  const me = useQuery(staffMeQueryOptions()).data ?? loaded.me;
  const menu = useOffCanvasMenu();

  const links = BACKOFFICE_NAV.filter((item) => !item.adminOnly || me.role === 'admin').map((item) => {
    const href = backofficePath(language, item.path);
    const active = item.path === '' ? location.pathname === href : location.pathname.startsWith(href);
    const Icon = item.icon;
    return (
      <NavLink
        key={item.path}
        component={Link}
        to={href}
        onClick={() => menu.onNavigate(href)}
        active={active}
        aria-current={active ? 'page' : undefined}
        label={t(item.label)}
        leftSection={<Icon size={20} aria-hidden />}
        variant="light"
        styles={{ root: { minHeight: 44, borderRadius: 'var(--mantine-radius-md)' } }}
      />
    );
  });

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !menu.opened } }}
      padding={{ base: 'md', sm: 'lg' }}
    >
      <SkipLink onSkip={menu.skipToContent} />
      <AppShell.Header>
        <HeaderBar
          h="100%"
          home={backofficePath(language)}
          brand={
            <>
              {t('shell.brand_short')}
              <Text span inherit visibleFrom="sm">
                {` · ${t('shell.brand_suffix')}`}
              </Text>
            </>
          }
          badge={
            <Badge variant="light" color="gray" visibleFrom="xs">
              {t(`roles.${me.role}`)}
            </Badge>
          }
          menu={{ opened: menu.opened, onToggle: menu.toggle, controls: menu.navbarProps.id }}
          menuButtonRef={menu.buttonRef}
          actions={
            <Button
              variant="subtle"
              color="gray"
              c="gray.8"
              onClick={() => void logout()}
              leftSection={<IconLogout size={18} aria-hidden />}
              px="xs"
              aria-label={t('shell.sign_out')}
            >
              <Text span visibleFrom="sm" inherit>
                {t('shell.sign_out')}
              </Text>
            </Button>
          }
        />
      </AppShell.Header>
      <AppShell.Navbar
        p="md"
        aria-label={t('nav.label')}
        zIndex={menu.opened ? 160 : undefined}
        {...menu.navbarProps}
      >
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>{links}</Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <Text size="sm" c="gray.7" truncate="end" title={me.email}>
            {me.full_name || me.email}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" {...menu.mainProps}>
        <Outlet />
      </AppShell.Main>
      <RecentSignInDialog />
    </AppShell>
  );
}

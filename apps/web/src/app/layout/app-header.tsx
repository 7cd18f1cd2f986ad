import { Anchor, Box, Burger, Container, Group, type GroupProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';

type HeaderBarProps = Omit<GroupProps, 'children'> & {
  /** Where the brand leads (the start of this part of the product). */
  home: string;
  /** The brand's words; Forja's name by default. */
  brand?: ReactNode;
  /** Beside the brand (the back office's role). */
  badge?: ReactNode;
  /**
   * On pages with a sidebar: the button that opens and closes it on phones (`controls`: the id of the sidebar's
   * `<nav>`).
   */
  menu?: { opened: boolean; onToggle: () => void; controls?: string };
  /** The menu's button, to give it the focus back when the menu closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** After the language switcher: the account menu or a sign-out button. */
  actions?: ReactNode;
};

/**
 * The row at the top of every page: the sidebar's button on phones (where there is one), the brand linking
 * home, and on the other side the language switcher and the account's actions. Inside `AppShell.Header` as is;
 * anywhere else inside `AppHeader`.
 */
export function HeaderBar({ home, brand, badge, menu, menuButtonRef, actions, ...others }: HeaderBarProps) {
  const { t } = useTranslation('common');
  return (
    <Group px="md" justify="space-between" wrap="nowrap" gap="xs" {...others}>
      <Group gap={6} wrap="nowrap">
        {menu && (
          <Burger
            ref={menuButtonRef}
            opened={menu.opened}
            onClick={menu.onToggle}
            hiddenFrom="sm"
            size="sm"
            w={44}
            h={44}
            aria-label={menu.opened ? t('close_menu') : t('open_menu')}
            aria-expanded={menu.opened}
            aria-controls={menu.controls}
          />
        )}
        <Anchor
          component={Link}
          to={home}
          underline="never"
          fw={800}
          fz="xl"
          c="forja.7"
          display="inline-flex"
          mih={44}
          style={{ alignItems: 'center' }}
        >
          {brand ?? t('app_name')}
        </Anchor>
        {badge}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        {actions}
      </Group>
    </Group>
  );
}

type AppHeaderProps = Omit<HeaderBarProps, 'menu' | 'menuButtonRef'> & {
  /** Under the row, in the page's column width: a wizard's step indicator. */
  children?: ReactNode;
  /** The column width of what is under the row. */
  size?: number;
  /** Left out when the page is printed (a legal document keeps only itself). */
  printHidden?: boolean;
};

/**
 * The header of the pages without a sidebar (sign-in, registration, the partner and commissary flows, signing,
 * legal documents, the companies list): a white band with the header row, and under it the wizard's steps.
 */
export function AppHeader({ children, size = 720, printHidden = false, ...bar }: AppHeaderProps) {
  return (
    <Box
      component="header"
      bg="white"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-print-hide={printHidden || undefined}
    >
      <HeaderBar mih={60} {...bar} />
      {children && (
        <Container size={size} px="md" pb="sm">
          {children}
        </Container>
      )}
    </Box>
  );
}

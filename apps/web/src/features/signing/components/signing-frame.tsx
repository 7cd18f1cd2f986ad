import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { routeUrl } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';

/**
 * The frame of the signing pages, which partners reach from an e-mail with or without an account: the brand,
 * the language switcher and one column wide enough for the partners' list.
 */
export function SigningFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' }}>
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
          to={routeUrl(language, 'Login')}
          underline="never"
          fw={800}
          fz="xl"
          c="forja.7"
        >
          {t('app_name')}
        </Anchor>
        <LanguageSwitcher />
      </Group>
      <Container component="main" size={720} px="md" py="xl">
        {children}
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}

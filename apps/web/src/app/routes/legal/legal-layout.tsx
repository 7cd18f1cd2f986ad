import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { routeUrl } from '../../../config/paths';
import { LegalFooter } from '../../../features/legal/components/legal-links';
import { useLanguage } from '../../../lib/use-language';

/**
 * The frame of the public legal pages (no sign-in): the brand, the language switcher, a column wide enough to
 * read a long document, and the legal links. Printing keeps only the document.
 */
export function LegalLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Box mih="100dvh" bg="white">
      <Group
        component="header"
        justify="space-between"
        px="md"
        py="sm"
        wrap="nowrap"
        data-print-hide
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
      <Container component="main" size={760} px="md" py="xl">
        <Outlet />
      </Container>
      <Box component="footer" pb="md" data-print-hide>
        <LegalFooter />
        <Text ta="center" c="gray.7" fz="sm">
          {t('tagline')}
        </Text>
      </Box>
    </Box>
  );
}

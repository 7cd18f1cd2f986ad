import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from '../../layout/app-header';
import { routeUrl } from '../../../config/paths';
import { LegalFooter } from '../../../components/legal-links';
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
      <AppHeader home={routeUrl(language, 'Login')} printHidden />
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

import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from '../../layout/app-header';
import { routeUrl } from '../../../config/paths';
import { LegalFooter } from '../../../components/legal-links';
import { useLanguage } from '../../../lib/use-language';

/** The frame of the public pages: the brand, the language switcher and a centred column. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader home={routeUrl(language, 'Login')} />
      <Container component="main" size={460} px="md" py="xl">
        <Outlet />
      </Container>
      <Box component="footer" pb="md">
        <LegalFooter />
        <Text ta="center" c="gray.7" fz="sm">
          {t('tagline')}
        </Text>
      </Box>
    </Box>
  );
}

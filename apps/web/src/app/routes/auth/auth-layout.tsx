import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppHeader } from '../../layout/app-header';
import { routeUrl } from '../../../config/paths';
import { LegalFooter } from '../../../components/legal-links';
import { HydrationSlice } from '../../../lib/hydration-slice';
import { useLanguage } from '../../../lib/use-language';

/**
 * The frame of the public pages: the brand, the language switcher and a centred column. The header and the page are
 * hydrated apart (sign-in is prerendered).
 */
export function AuthLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Box mih="100dvh" bg="gray.0">
      <HydrationSlice>
        <AppHeader home={routeUrl(language, 'Login')} />
      </HydrationSlice>
      <Container component="main" size={460} px="md" py="xl">
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
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

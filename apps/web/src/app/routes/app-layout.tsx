import { Box, Container } from '@mantine/core';
import { Outlet, useNavigate } from 'react-router';
import { SignedInAccountMenu } from '../layout/account-menu';
import { AppHeader } from '../layout/app-header';
import { routeUrl } from '../../config/paths';
import { logout } from '../../features/auth/api/session';
import { LegalFooter } from '../../components/legal-links';
import { ReconsentDialog } from '../../features/legal/components/reconsent-dialog';
import { useLanguage } from '../../lib/use-language';

/** The frame of the signed-in pages outside a company: brand, language, account menu. */
export function AppLayout() {
  const language = useLanguage();
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader home={routeUrl(language, 'Companies')} actions={<SignedInAccountMenu />} />
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

import { Box, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedInAccountMenu } from '../../layout/account-menu';
import { AppHeader } from '../../layout/app-header';
import { routeUrl } from '../../../config/paths';
import { hasSession } from '../../../lib/auth-tokens';
import { useLanguage } from '../../../lib/use-language';

/**
 * The frame of the signing pages, which partners reach from an e-mail with or without an account: the brand,
 * the language switcher, the account menu when signed in, and one column wide enough for the partners' list.
 */
export function SigningFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader
        home={routeUrl(language, 'Login')}
        actions={hasSession() ? <SignedInAccountMenu /> : undefined}
      />
      <Container component="main" size={720} px="md" py="xl">
        {children}
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}

import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { routeUrl } from '../../../config/paths';
import { LegalFooter } from '../../../features/legal/components/legal-links';
import { useLanguage } from '../../../lib/use-language';

/** The frame of the public pages: the brand, the language switcher and a centred column. */
export function AuthLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap">
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

import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { routeUrl } from '../../../config/paths';
import { RegistrationSteps } from '../../../features/registration/components/registration-steps';
import { REGISTRATION_STEPS, type RegistrationStep } from '../../../features/registration/steps';
import { useLanguage } from '../../../lib/use-language';

/** What a registration route object carries in its `handle`: which wizard step it is. */
export type RegistrationHandle = { registrationStep: RegistrationStep };

function isRegistrationHandle(handle: unknown): handle is RegistrationHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (REGISTRATION_STEPS as readonly unknown[]).includes((handle as RegistrationHandle).registrationStep)
  );
}

/** The frame of the registration wizard: brand, language switcher, the step indicator and one column. */
export function RegisterLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const step = useMatches()
    .map((match) => match.handle)
    .filter(isRegistrationHandle)
    .at(-1)?.registrationStep;
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group component="header" justify="space-between" px="md" py="sm" wrap="nowrap" bg="white">
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
      {step && (
        <Box bg="white" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size={720} px="md">
            <RegistrationSteps current={step} />
          </Container>
        </Box>
      )}
      <Container component="main" size={720} px="md" py="xl">
        <Outlet />
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}

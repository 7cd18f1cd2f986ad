import { Box, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { AppHeader } from '../../layout/app-header';
import { StepIndicator } from '../../../components/step-indicator';
import { routeUrl } from '../../../config/paths';
import { REGISTRATION_STEPS, type RegistrationStep } from '../../../features/registration/steps';
import { HydrationSlice } from '../../../lib/hydration-slice';
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

/**
 * The frame of the registration wizard: brand, language switcher, the step indicator and one column. The header and
 * the step are hydrated apart (the first step is prerendered).
 */
export function RegisterLayout() {
  const { t } = useTranslation('common');
  const { t: tr } = useTranslation('registration');
  const language = useLanguage();
  const step = useMatches()
    .map((match) => match.handle)
    .filter(isRegistrationHandle)
    .at(-1)?.registrationStep;
  // The steps already done link back to themselves.
  const steps = REGISTRATION_STEPS.map((name) => ({
    label: tr(`steps.names.${name}`),
    to: routeUrl(language, name),
  }));
  return (
    <Box mih="100dvh" bg="gray.0">
      <HydrationSlice>
        <AppHeader home={routeUrl(language, 'Login')}>
          {step && (
            <StepIndicator
              label={tr('steps.label')}
              steps={steps}
              current={REGISTRATION_STEPS.indexOf(step)}
            />
          )}
        </AppHeader>
      </HydrationSlice>
      <Container component="main" size={720} px="md" py="xl">
        <HydrationSlice>
          <Outlet />
        </HydrationSlice>
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}

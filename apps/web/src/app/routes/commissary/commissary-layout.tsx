import { Box, Container, Text } from '@mantine/core';
import { COMMISSARY_ROUTES } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { SignedInAccountMenu } from '../../layout/account-menu';
import { AppHeader } from '../../layout/app-header';
import { StepIndicator } from '../../../components/step-indicator';
import { routeUrl } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import type { CommissaryData, CommissaryRouteName } from './commissary-loader';

/** What a commissary page's route object carries in its `handle`: which step it is. */
export type CommissaryHandle = { commissaryStep: CommissaryRouteName };

function isCommissaryHandle(handle: unknown): handle is CommissaryHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (COMMISSARY_ROUTES as readonly unknown[]).includes((handle as CommissaryHandle).commissaryStep)
  );
}

function isCommissaryData(data: unknown): data is CommissaryData {
  return typeof data === 'object' && data !== null && 'status' in data;
}

const STEP_KEYS: Record<CommissaryRouteName, string> = {
  CommissaryStart: 'identity',
  CommissaryComplementaries: 'csf',
  CommissaryEnd: 'end',
};

/**
 * The frame of the commissary's pages: brand, language switcher, the account menu once signed in, the step
 * indicator while a step is shown (not over the sign-in explanation or a refused invitation) and one column.
 */
export function CommissaryLayout() {
  const { t } = useTranslation('common');
  const { t: tc } = useTranslation('commissary');
  const language = useLanguage();
  const matches = useMatches();
  const step =
    matches
      .map((match) => match.handle)
      .filter(isCommissaryHandle)
      .at(-1)?.commissaryStep ?? 'CommissaryStart';
  const status = matches
    .map((match) => match.data)
    .filter(isCommissaryData)
    .at(-1)?.status;

  const steps = COMMISSARY_ROUTES.map((name) => ({ label: tc(`flow.steps.${STEP_KEYS[name]}`) }));

  return (
    <Box mih="100dvh" bg="gray.0">
      <AppHeader
        home={routeUrl(language, 'Login')}
        actions={status && status !== 'sign_in' ? <SignedInAccountMenu /> : undefined}
      >
        {status === 'ready' && <StepIndicator steps={steps} current={COMMISSARY_ROUTES.indexOf(step)} />}
      </AppHeader>
      <Container component="main" size={720} px="md" py="xl">
        <Outlet />
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}

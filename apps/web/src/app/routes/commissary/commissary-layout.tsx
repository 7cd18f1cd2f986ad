import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { COMMISSARY_ROUTES } from '@forja/domain';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { routeUrl } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import type { CommissaryRouteName } from './commissary-loader';

/** What a commissary page's route object carries in its `handle`: which step it is. */
export type CommissaryHandle = { commissaryStep: CommissaryRouteName };

function isCommissaryHandle(handle: unknown): handle is CommissaryHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (COMMISSARY_ROUTES as readonly unknown[]).includes((handle as CommissaryHandle).commissaryStep)
  );
}

const STEP_KEYS: Record<CommissaryRouteName, string> = {
  CommissaryStart: 'identity',
  CommissaryComplementaries: 'csf',
  CommissaryEnd: 'end',
};

/** The three steps, the current one marked: "Paso 2 de 3". */
function CommissarySteps({ current }: { current: CommissaryRouteName }) {
  const { t } = useTranslation('commissary');
  const index = COMMISSARY_ROUTES.indexOf(current);
  return (
    <nav aria-label={t('flow.steps_label')}>
      <Text size="sm" fw={600} c="gray.8">
        {t('flow.step_of', { n: index + 1, m: COMMISSARY_ROUTES.length })}
      </Text>
      <Group component="ol" gap="xs" m={0} p={0} mt={4} style={{ listStyle: 'none' }} wrap="wrap">
        {COMMISSARY_ROUTES.map((step, position) => (
          <Text
            component="li"
            key={step}
            size="sm"
            fw={position === index ? 700 : 400}
            c={position === index ? 'forja.8' : 'gray.7'}
            aria-current={position === index ? 'step' : undefined}
          >
            {position + 1}. {t(`flow.steps.${STEP_KEYS[step]}`)}
          </Text>
        ))}
      </Group>
    </nav>
  );
}

/** The frame of the commissary's pages: brand, language switcher, the step indicator and one column. */
export function CommissaryLayout() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const step =
    useMatches()
      .map((match) => match.handle)
      .filter(isCommissaryHandle)
      .at(-1)?.commissaryStep ?? 'CommissaryStart';

  return (
    <Box mih="100dvh" bg="gray.0" style={{ '--mantine-color-error': 'var(--mantine-color-red-8)' }}>
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
      <Box bg="white" px="md" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={720} px={0}>
          <CommissarySteps current={step} />
        </Container>
      </Box>
      <Container component="main" size={720} px="md" py="xl">
        <Outlet />
      </Container>
      <Text component="footer" ta="center" c="gray.7" fz="sm" pb="md">
        {t('tagline')}
      </Text>
    </Box>
  );
}

import { Anchor, Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { REGISTRATION_STEPS, type RegistrationStep } from '../steps';

/**
 * Where the founder is in the wizard: "Paso n de 5" with a bar on phones and tablets, every step by name from
 * desktop widths (the steps already done link back to themselves).
 */
export function RegistrationSteps({ current }: { current: RegistrationStep }) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  const index = REGISTRATION_STEPS.indexOf(current);
  const total = REGISTRATION_STEPS.length;
  const counter = t('steps.counter', { current: index + 1, total });

  return (
    <Box component="nav" aria-label={t('steps.label')}>
      <Box hiddenFrom="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} fz="sm" c="forja.8">
            {counter}
          </Text>
          <Text fz="sm" c="gray.7" ta="right">
            {t(`steps.names.${current}`)}
          </Text>
        </Group>
        <Box mt={6} h={6} bg="gray.2" style={{ borderRadius: 3, overflow: 'hidden' }} aria-hidden>
          <Box h="100%" w={`${((index + 1) / total) * 100}%`} bg="forja.6" />
        </Box>
      </Box>
      <Box
        component="ol"
        visibleFrom="md"
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 8 }}
      >
        {REGISTRATION_STEPS.map((step, position) => {
          const done = position < index;
          const active = position === index;
          const label = t(`steps.names.${step}`);
          const marker = (
            <ThemeIcon
              size={28}
              radius="xl"
              variant={active || done ? 'filled' : 'outline'}
              color={active || done ? 'forja.7' : 'gray.6'}
              aria-hidden
            >
              {done ? (
                <IconCheck size={16} />
              ) : (
                <Text span fz="sm" fw={700} c={active ? 'white' : 'gray.7'}>
                  {position + 1}
                </Text>
              )}
            </ThemeIcon>
          );
          return (
            <Box
              component="li"
              key={step}
              aria-current={active ? 'step' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 8,
                flex: position < total - 1 ? 1 : 'none',
              }}
            >
              {done ? (
                <Anchor
                  component={Link}
                  to={routeUrl(language, step)}
                  c="forja.8"
                  fz="sm"
                  style={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 6,
                    minHeight: 44,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {marker}
                  <span>
                    {label}
                    <VisuallyHidden component="span">{` (${t('steps.completed')})`}</VisuallyHidden>
                  </span>
                </Anchor>
              ) : (
                <Group gap={6} wrap="nowrap" mih={44}>
                  {marker}
                  <Text
                    fz="sm"
                    fw={active ? 700 : 400}
                    c={active ? 'gray.9' : 'gray.7'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {label}
                  </Text>
                </Group>
              )}
              {position < total - 1 && <Box h={1} bg="gray.3" style={{ flex: 1, minWidth: 8 }} aria-hidden />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import { Box, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartnerFlowKind } from '../api/partner-access';
import { flowSteps, type FlowStep } from '../flow';

/**
 * Where the partner is in their flow: "Paso n de m" with a bar on phones and tablets, every step by name on
 * wide screens.
 */
export function FlowSteps({ kind, current }: { kind: PartnerFlowKind; current: FlowStep }) {
  const { t } = useTranslation('partners');
  const steps = flowSteps(kind);
  const index = steps.indexOf(current);
  const total = steps.length;

  return (
    <Box component="nav" aria-label={t('flow.steps_label')}>
      <Box hiddenFrom="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} fz="sm" c="forja.8">
            {t('flow.counter', { current: index + 1, total })}
          </Text>
          <Text fz="sm" c="gray.7" ta="right">
            {t(`flow.steps.${current}`)}
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
        style={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 6 }}
      >
        {steps.map((step, position) => {
          const done = position < index;
          const active = position === index;
          return (
            <Box
              component="li"
              key={step}
              aria-current={active ? 'step' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                flex: position < total - 1 ? 1 : 'none',
              }}
            >
              <Group gap={6} wrap="nowrap" mih={44}>
                <ThemeIcon
                  size={26}
                  radius="xl"
                  variant={active || done ? 'filled' : 'outline'}
                  color={active || done ? 'forja.7' : 'gray.6'}
                  aria-hidden
                >
                  {done ? (
                    <IconCheck size={15} />
                  ) : (
                    <Text span fz="xs" fw={700} c={active ? 'white' : 'gray.7'}>
                      {position + 1}
                    </Text>
                  )}
                </ThemeIcon>
                <Text
                  fz="sm"
                  fw={active ? 700 : 400}
                  c={active ? 'gray.9' : 'gray.7'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {t(`flow.steps.${step}`)}
                  {done && <VisuallyHidden component="span">{` (${t('flow.completed')})`}</VisuallyHidden>}
                </Text>
              </Group>
              {position < total - 1 && <Box h={1} bg="gray.3" style={{ flex: 1, minWidth: 6 }} aria-hidden />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

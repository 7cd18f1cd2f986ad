import { Anchor, Box, Group, Progress, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type StepIndicatorStep = {
  /** The step's name, as shown. */
  label: string;
  /** Where the step leads once it is done, when the person may go back to it (a link). */
  to?: string;
};

type Props = {
  /** The steps in order. */
  steps: readonly StepIndicatorStep[];
  /** The position of the step the person is on (from 0). */
  current: number;
  /** The navigation's accessible name; "Tus pasos" by default. */
  label?: string;
};

/**
 * Where the person is in a wizard: "Paso n de m" with the step's name and a bar on phones and tablets, every
 * step by name from desktop widths (the current one marked for assistive technology, the ones done with a
 * check, and a link back to them when they may be revisited).
 */
export function StepIndicator({ steps, current, label }: Props) {
  const { t } = useTranslation('common');
  const total = steps.length;
  const index = Math.min(Math.max(current, 0), total - 1);

  return (
    <Box component="nav" aria-label={label ?? t('steps.label')}>
      <Box hiddenFrom="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} fz="sm" c="forja.8">
            {t('steps.counter', { current: index + 1, total })}
          </Text>
          <Text fz="sm" c="gray.7" ta="right">
            {steps[index]?.label}
          </Text>
        </Group>
        <Progress mt={6} size={6} value={((index + 1) / total) * 100} color="forja.6" aria-hidden />
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
          const marker = (
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
          );
          const name = (
            <>
              {step.label}
              {done && <VisuallyHidden component="span">{` (${t('steps.completed')})`}</VisuallyHidden>}
            </>
          );
          return (
            <Box
              component="li"
              key={step.label}
              aria-current={active ? 'step' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 6,
                flex: position < total - 1 ? 1 : 'none',
              }}
            >
              {done && step.to ? (
                <Anchor
                  component={Link}
                  to={step.to}
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
                  <span>{name}</span>
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
                    {name}
                  </Text>
                </Group>
              )}
              {position < total - 1 && <Box h={1} bg="gray.3" style={{ flex: 1, minWidth: 6 }} aria-hidden />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

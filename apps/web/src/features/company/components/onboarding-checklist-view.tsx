import { Badge, Box, Button, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { checklistTargetUrl, paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format-date';
import { equityContext } from '../../../lib/equity-context';
import { useLanguage } from '../../../lib/use-language';
import { stepBadge, type OnboardingChecklist, type OnboardingStep } from '@forja/domain';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

const BADGE = {
  done: { bg: 'teal.9', c: 'white' },
  current: { bg: 'forja.7', c: 'white' },
  open: { bg: 'forja.1', c: 'forja.9' },
  locked: { bg: 'gray.2', c: 'gray.8' },
  in_progress: { bg: 'blue.0', c: 'blue.9' },
} as const;

function StepIcon({ step, n }: { step: OnboardingStep; n: number }) {
  if (step.state === 'done') {
    return (
      <ThemeIcon radius="xl" size={32} color="teal.9" aria-hidden>
        <IconCheck size={18} />
      </ThemeIcon>
    );
  }
  if (step.state === 'locked') {
    return (
      <ThemeIcon radius="xl" size={32} color="gray.2" c="gray.7" aria-hidden>
        <IconLock size={16} />
      </ThemeIcon>
    );
  }
  if (step.state === 'open') {
    return (
      <ThemeIcon radius="xl" size={32} color="forja.1" aria-hidden>
        <Text fw={700} fz="sm" c="forja.9">
          {n}
        </Text>
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon radius="xl" size={32} color="forja.7" aria-hidden>
      <Text fw={700} fz="sm" c="white">
        {n}
      </Text>
    </ThemeIcon>
  );
}

/**
 * The onboarding path as a checklist (BRAND.md: progress always visible, "n of m"): each step done, current or
 * locked with the step it waits for, and one button to the current step.
 */
export function OnboardingChecklistView(props: {
  checklist: OnboardingChecklist;
  /** Show the title (off inside a modal that already carries it). */
  withTitle?: boolean;
  /** Called when the button to the current step is pressed (a modal closes itself). */
  onNavigate?: () => void;
  /** The company's society type: an S. de R.L.'s partners step speaks of partes sociales, not shares. */
  companyType?: string | null;
}) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const location = useLocation();
  const { checklist } = props;
  const context = equityContext(props.companyType);
  const title = (key: OnboardingStep['key']) => t(`checklist.steps.${key}.title`, { context });
  const count = t('checklist.count', { done: checklist.done, total: checklist.total });
  const target = checklist.target ? checklistTargetUrl(language, checklist.target) : null;

  return (
    <Stack gap="md">
      <div>
        <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
          {props.withTitle !== false && (
            <Title order={2} fz="lg">
              {t('checklist.title')}
            </Title>
          )}
          <Text fw={700} c="forja.7">
            {count}
          </Text>
        </Group>
        <Progress
          mt="xs"
          value={(checklist.done / checklist.total) * 100}
          color="teal.9"
          size="md"
          radius="xl"
          aria-label={count}
        />
      </div>
      <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {checklist.steps.map((step, index) => {
          // Whose turn it is: a step Forja is working on reads "In progress", not "You can start".
          const badgeKey = stepBadge(step);
          const badge = BADGE[badgeKey];
          return (
            <Box
              component="li"
              key={step.key}
              aria-current={step.state === 'current' ? 'step' : undefined}
              p="sm"
              bg={step.state === 'current' ? 'forja.0' : undefined}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border:
                  step.state === 'current'
                    ? '1px solid var(--mantine-color-forja-3)'
                    : '1px solid transparent',
              }}
            >
              <Group align="flex-start" wrap="nowrap" gap="sm">
                <StepIcon step={step} n={index + 1} />
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} c={step.state === 'locked' ? 'gray.8' : 'gray.9'}>
                      {title(step.key)}
                    </Text>
                    <Badge bg={badge.bg} c={badge.c} radius="sm" size="sm">
                      {t(`checklist.state.${badgeKey}`)}
                    </Badge>
                  </Group>
                  <Text fz="sm" c="gray.7" mt={2}>
                    {t(`checklist.steps.${step.key}.description`, { context })}
                  </Text>
                  {step.state === 'locked' && step.after && (
                    <Text fz="sm" c="gray.8" mt={4} fs="italic">
                      {t('checklist.locked_after', { step: title(step.after) })}
                    </Text>
                  )}
                  {step.note !== null && (
                    <Text fz="sm" c="gray.9" mt={4} fw={500}>
                      {t(`checklist.notes.${step.note}`, { context })}
                    </Text>
                  )}
                  {step.actor !== null && (
                    <Text fz="sm" c="gray.8" mt={4}>
                      {step.since
                        ? t('checklist.actor_since', {
                            actor: t(`checklist.actor.${step.actor}`),
                            date: formatDay(language, step.since),
                          })
                        : t('checklist.actor_now', { actor: t(`checklist.actor.${step.actor}`) })}
                    </Text>
                  )}
                  {step.state === 'done' && step.done_at && (
                    <Text fz="sm" c="gray.8" mt={4}>
                      {t('checklist.done_at', { date: formatDay(language, step.done_at) })}
                    </Text>
                  )}
                </Box>
              </Group>
            </Box>
          );
        })}
      </Stack>
      {checklist.current && target && target !== location.pathname && (
        <Button
          component={Link}
          to={target}
          onClick={props.onNavigate}
          rightSection={<IconArrowRight size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          {...WRAPPING_BUTTON}
        >
          {t(checklist.current.actor === 'forja' ? 'checklist.follow' : 'checklist.go', {
            step: title(checklist.current.key),
          })}
        </Button>
      )}
      {!checklist.current && (
        <Stack gap="sm" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={22} color="var(--mantine-color-teal-9)" aria-hidden />
            <Text fw={600}>{t('checklist.all_done')}</Text>
          </Group>
          {
            <Button
              component={Link}
              to={paths.validationComplete(language, checklist.companyId)}
              variant="light"
              onClick={props.onNavigate}
            >
              {t('checklist.see_formed')}
            </Button>
          }
        </Stack>
      )}
    </Stack>
  );
}

import type { CompanyProgress } from '@forja/contracts';
import { Box, Button, Progress, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { checklistTargetUrl } from '../../../config/paths';
import { equityContext } from '../../../lib/equity-context';
import { useLanguage } from '../../../lib/use-language';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

/**
 * The assistant's answer to "what do I do next?": the company's current step in the dashboard checklist's
 * own words, who acts on it, and the same button the dashboard shows to go there (not on the step's own page).
 */
export function CompanyProgressCard(props: { progress: CompanyProgress; onNavigate?: () => void }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const location = useLocation();
  const { progress } = props;
  const { current } = progress;
  const target = progress.target ? checklistTargetUrl(language, progress.target) : null;
  // An S. de R.L.'s steps speak of partes sociales, as the dashboard's checklist does.
  const context = equityContext(progress.company_type);
  const stepTitle = current ? t(`checklist.steps.${current.key}.title`, { context }) : null;

  return (
    <Box
      data-testid="company-progress"
      maw="85%"
      p="sm"
      bd="1px solid var(--mantine-color-gray-3)"
      style={{ alignSelf: 'flex-start', borderRadius: 12 }}
    >
      <Text fz="sm" fw={600}>
        {progress.company_name}
      </Text>
      <Text fz="xs" c="gray.7" mb={4}>
        {t('checklist.count', { done: progress.done, total: progress.total })}
      </Text>
      <Progress
        value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
        size="sm"
        aria-label={t('checklist.count', { done: progress.done, total: progress.total })}
        mb="xs"
      />
      {current && stepTitle ? (
        <>
          <Text fz="sm" fw={600}>
            {stepTitle}
          </Text>
          {current.note !== null && (
            <Text fz="sm" c="gray.9">
              {t(`checklist.notes.${current.note}`, { context, defaultValue: '' })}
            </Text>
          )}
          {current.actor !== null && (
            <Text fz="sm" c="gray.8">
              {t('checklist.actor_now', { actor: t(`checklist.actor.${current.actor}`) })}
            </Text>
          )}
          {target && target !== location.pathname && (
            <Button
              component={Link}
              to={target}
              onClick={props.onNavigate}
              size="sm"
              mt="xs"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              {...WRAPPING_BUTTON}
            >
              {t(current.actor === 'forja' ? 'checklist.follow' : 'checklist.go', { step: stepTitle })}
            </Button>
          )}
        </>
      ) : (
        <Text fz="sm" fw={600}>
          {t('checklist.all_done')}
        </Text>
      )}
    </Box>
  );
}

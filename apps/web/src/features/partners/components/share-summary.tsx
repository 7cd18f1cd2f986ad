import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { FULL_OWNERSHIP_BP, type Language } from '@forja/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { forwardRef, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { remainingBp, type Distribution, type PartnerLimits } from '../cap-table-model';
import { formatBp } from '../format';

type Props = {
  distribution: Distribution;
  limits: PartnerLimits;
  societyName: string;
  language: Language;
};

/** The live total of the cap table and, in words, what the domain's check finds wrong. */
export const ShareSummary = memo(
  forwardRef<HTMLDivElement, Props>(function ShareSummary(
    { distribution, limits, societyName, language },
    ref,
  ) {
    const { t } = useTranslation('partners');
    const { totalBp, problem } = distribution;
    const remaining = remainingBp(distribution);
    const problemText = (() => {
      switch (problem) {
        case null:
          return null;
        case 'shares_must_total_100':
          return remaining > 0
            ? t('cap_table.problems.missing', { amount: formatBp(remaining, language) })
            : t('cap_table.problems.excess', { amount: formatBp(-remaining, language) });
        case 'not_enough_partners':
          return t('cap_table.problems.not_enough_partners', {
            count: limits.minPartners,
            society: societyName,
          });
        case 'too_many_partners':
          return t('cap_table.problems.too_many_partners', {
            count: limits.maxPartners ?? 0,
            society: societyName,
          });
        default:
          return t(`cap_table.problems.${problem}`);
      }
    })();

    return (
      <Stack gap="xs" ref={ref} tabIndex={-1} aria-live="polite" style={{ outline: 'none' }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>{t('cap_table.total_label')}</Text>
          <Text fw={700} c={totalBp === FULL_OWNERSHIP_BP ? 'teal.9' : 'gray.9'}>
            {t('cap_table.total_value', {
              total: formatBp(totalBp, language),
              full: formatBp(FULL_OWNERSHIP_BP, language),
            })}
          </Text>
        </Group>
        <Progress
          value={Math.min(100, totalBp / 100)}
          color={totalBp > FULL_OWNERSHIP_BP ? 'red.8' : totalBp === FULL_OWNERSHIP_BP ? 'teal.8' : 'forja.6'}
          size="lg"
          aria-label={t('cap_table.total_label')}
        />
        {problemText ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} p="sm">
            <Text size="sm" c="gray.9">
              {problemText}
            </Text>
          </Alert>
        ) : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} p="sm">
            <Text size="sm" c="gray.9">
              {t('cap_table.problems.none')}
            </Text>
          </Alert>
        )}
      </Stack>
    );
  }),
);

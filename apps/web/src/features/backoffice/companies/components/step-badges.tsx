import type { BackofficeCompanyItem } from '@forja/contracts';
import type { PersonGender } from '@forja/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { equityContext } from '../../../../lib/equity-context';

const WAITS_ON_COLORS: Record<BackofficeCompanyItem['waits_on'], string> = {
  founder: 'orange',
  partners: 'orange',
  forja: 'blue',
  nobody: 'gray',
};

/**
 * The company's onboarding step in words, and who it waits on. Past the redirect steps (the dashboard) the
 * step is the one of the whole path the founder's checklist is on, or that every step is done. An
 * S. de R.L.'s partners step names partes sociales, not shares.
 */
export function StepBadges({
  step,
  waitsOn,
  path,
  companyType,
  founderGender = null,
}: {
  step: BackofficeCompanyItem['step'];
  waitsOn: BackofficeCompanyItem['waits_on'];
  path: BackofficeCompanyItem['path'];
  companyType?: string | null;
  /** Where the founder's CURP is known (the company page): «Espera a la fundadora»; else neutral wording. */
  founderGender?: PersonGender | null;
}) {
  const { t } = useTranslation('backoffice-companies');
  const { t: tw } = useTranslation('workspace');
  const color = WAITS_ON_COLORS[waitsOn];
  const context = equityContext(companyType);
  const label =
    step !== 'Dashboard'
      ? t(`steps.${step}`, { context })
      : path.current
        ? t('steps.dashboard_at', {
            step: tw(`checklist.steps.${path.current}.title`, { defaultValue: path.current, context }),
          })
        : t('steps.dashboard_done');
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Badge variant="light" color={color} c={`${color}.9`}>
        {t(`waits_on.${waitsOn}`, {
          context: waitsOn === 'founder' ? (founderGender ?? undefined) : undefined,
        })}
      </Badge>
    </Group>
  );
}

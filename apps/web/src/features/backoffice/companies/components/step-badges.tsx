import type { BackofficeCompanyItem } from '@forja/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const WAITS_ON_COLORS: Record<BackofficeCompanyItem['waits_on'], string> = {
  founder: 'orange',
  forja: 'blue',
  nobody: 'gray',
};

/** The company's onboarding step in words, and who it waits on. */
export function StepBadges({
  step,
  waitsOn,
}: {
  step: BackofficeCompanyItem['step'];
  waitsOn: BackofficeCompanyItem['waits_on'];
}) {
  const { t } = useTranslation('backoffice-companies');
  const color = WAITS_ON_COLORS[waitsOn];
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {t(`steps.${step}`)}
      </Text>
      <Badge variant="light" color={color} c={`${color}.9`}>
        {t(`waits_on.${waitsOn}`)}
      </Badge>
    </Group>
  );
}

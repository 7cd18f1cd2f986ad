import type { DenominationCheck, DenominationRisk } from '@forja/contracts';
import { Badge, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The risk each verdict already says in its badge («Incluye el tipo de sociedad»): not listed a second time. */
const RISK_THE_VERDICT_SAYS: Partial<Record<NonNullable<DenominationCheck['problem']>, DenominationRisk>> = {
  denomination_blank: 'blank',
  void_special_characters: 'special_characters',
  denomination_society_type: 'society_abbreviation',
};

/**
 * The refusal-risk check of one proposal: a verdict badge and, when something stands out, why in words (each
 * thing said once: a risk the badge already names is not listed under it).
 */
export function ProposalCheck({ check, compact = false }: { check: DenominationCheck; compact?: boolean }) {
  const { t } = useTranslation('backoffice-names');
  const said = check.problem ? RISK_THE_VERDICT_SAYS[check.problem] : undefined;
  const risks = check.risks.filter((risk) => risk !== said);
  if (!check.problem && check.risks.length === 0) {
    return (
      <Badge
        variant="light"
        color="forja"
        c="forja.9"
        radius="sm"
        leftSection={<IconCircleCheck size={14} aria-hidden />}
        style={{ textTransform: 'none' }}
      >
        {t('risk.none')}
      </Badge>
    );
  }
  return (
    <Stack gap={4}>
      <Badge
        variant="light"
        color={check.problem === 'denomination_validate' ? 'yellow' : 'red'}
        c={check.problem === 'denomination_validate' ? 'dark.8' : 'red.9'}
        radius="sm"
        leftSection={<IconAlertTriangle size={14} aria-hidden />}
        style={{ textTransform: 'none', alignSelf: 'flex-start' }}
      >
        {check.problem ? t(`risk.problem.${check.problem}`) : t('risk.label')}
      </Badge>
      {!compact && risks.length > 0 && (
        <List size="sm" spacing={2} c="gray.8">
          {risks.map((risk) => (
            <List.Item key={risk}>
              <Text size="sm">{t(`risk.risks.${risk}`)}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

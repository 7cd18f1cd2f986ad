import type { Company } from '@forja/contracts';
import { satStage, societyTypeFormsOnline } from '@forja/domain';
import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';
import { satStateOf } from '../sat-state';

function Fact(props: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text fw={600} ff={props.mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
    </div>
  );
}

/** Where the company stands at the SAT (the domain's stage) and, once recorded, its RFC, status and e.firma. */
export function SatRegistrationCard({ company }: { company: Company }) {
  const { t } = useTranslation('sat');
  const language = useLanguage();
  const state = satStateOf(company);
  const stage = satStage(state);
  // An S.A.S. has no deed: its registration with the Secretaría de Economía stands where the deed would.
  const stageText =
    societyTypeFormsOnline(company.company_type) && (stage === 'awaiting_deed' || stage === 'awaiting_rfc')
      ? t(`stage.${stage}_online`)
      : t(`stage.${stage}`);
  const recorded = company.formation.rfc_recorded_at;
  const efirma = company.formation.efirma_obtained_at;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="sat-registration">
      <Stack gap="md">
        <Title order={2} fz="lg" id="sat-registration">
          {t('registration.title')}
        </Title>
        <Alert
          variant="light"
          color={stage === 'complete' ? 'teal' : 'blue'}
          icon={stage === 'complete' ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
          title={t('stage.title')}
        >
          {stageText}
        </Alert>
        {recorded && company.rfc ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label={t('registration.rfc')} value={company.rfc} mono />
            <Fact
              label={t('registration.status')}
              value={t(`statuses.${company.status_federal_registration ?? 'active'}`, {
                defaultValue: company.status_federal_registration ?? '',
              })}
            />
            <Fact label={t('registration.rfc_recorded')} value={formatDay(language, recorded)} />
            <Fact
              label={t('registration.efirma')}
              value={efirma ? formatDay(language, efirma) : t('registration.efirma_pending')}
            />
          </SimpleGrid>
        ) : (
          <Group>
            <Text size="sm" c="gray.7">
              {t('registration.none')}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

import type { CampaignTouch, CompanyAttribution } from '@forja/contracts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBackofficeFormats } from '../format';
import { Field } from './company-sections';

function Touch({ title, touch }: { title: string; touch: CampaignTouch }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  return (
    <Stack gap="xs">
      <Title order={3} fz={16}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('company.attribution.source')}>{touch.utm_source || '—'}</Field>
        <Field label={t('company.attribution.medium')}>{touch.utm_medium || '—'}</Field>
        <Field label={t('company.attribution.campaign')}>{touch.utm_campaign || '—'}</Field>
        <Field label={t('company.attribution.date')}>{format.dateTime(touch.at)}</Field>
      </SimpleGrid>
    </Stack>
  );
}

/** The founder's campaign attribution: first touch and last touch before the company was created. */
export function AttributionSection({ attribution }: { attribution: CompanyAttribution | undefined }) {
  const { t } = useTranslation('backoffice-companies');
  const first = attribution?.first_touch ?? null;
  const last = attribution?.last_touch ?? null;
  if (!first && !last) return <Text size="sm">{t('company.attribution.none')}</Text>;
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('company.attribution.intro')}
      </Text>
      {first && <Touch title={t('company.attribution.first_touch')} touch={first} />}
      {last && <Touch title={t('company.attribution.last_touch')} touch={last} />}
    </Stack>
  );
}

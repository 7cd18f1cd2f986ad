import type { ReviewMatch } from '@forja/contracts';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../lib/countries';
import { useLanguage } from '../../../../lib/use-language';

type Row = { label: string; value: string | null; mono?: boolean };

/** The data the document must match, as Forja has it: one labelled row per fact, "not given" when missing. */
export function MatchData({ match, titleId }: { match: ReviewMatch; titleId: string }) {
  const { t } = useTranslation('backoffice-documents');
  const language = useLanguage();
  // Countries by name in the operator's language, not as ISO codes.
  const country = (code: string) => countryName(code, language);
  const rows: Row[] = [
    { label: t('match.name'), value: match.name },
    { label: t('match.rfc'), value: match.rfc, mono: true },
  ];
  if (match.holder !== 'company') rows.push({ label: t('match.curp'), value: match.curp, mono: true });
  rows.push({ label: t('match.address'), value: match.address });
  if (match.holder === 'partner') {
    rows.push(
      {
        label: t('match.person_kind'),
        value: t(match.is_moral_person ? 'match.moral_person' : 'match.natural_person'),
      },
      {
        label: t('match.civil_status'),
        value: match.civil_status
          ? t(`partners:civil_status.values.${match.civil_status}`, { defaultValue: match.civil_status })
          : null,
      },
      { label: t('match.nationalities'), value: match.nationalities.map(country).join(', ') || null },
      {
        label: t('match.tax_country'),
        value: match.tax_country ? country(match.tax_country) : null,
      },
    );
  }

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <div>
          <Title order={2} fz="lg" id={titleId}>
            {t('match.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t(`match.holders.${match.holder}`)}
          </Text>
        </div>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th w="40%">{row.label}</Table.Th>
                <Table.Td
                  style={{
                    overflowWrap: 'anywhere',
                    fontFamily: row.mono && row.value ? 'monospace' : undefined,
                  }}
                >
                  {row.value ?? (
                    <Text span size="sm" c="gray.7">
                      {t('match.not_given')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Card>
  );
}

import { EFIRMA_APPOINTMENT_CHECKLIST, type EfirmaChecklistItem } from '@forja/domain';
import { Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The items a company formed online (S.A.S.) reads in its own words: it has no notary. */
const ONLINE_ITEMS: readonly EfirmaChecklistItem[] = ['deed_testimony', 'power_of_attorney'];

/**
 * What the legal representative brings to the SAT's e.firma appointment (the domain's checklist); for a
 * company formed online (S.A.S.), its articles and registration slip from the Secretaría de Economía stand where
 * the testimonio would, and those articles hold the representative's powers: no notarial power of attorney.
 */
export function EfirmaChecklist({
  formsOnline = false,
  bookedInForja = false,
}: {
  formsOnline?: boolean;
  /** The appointment was booked in Forja: its receipt is the one Forja puts on the SAT page. */
  bookedInForja?: boolean;
}) {
  const { t } = useTranslation('sat');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="efirma-checklist">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="efirma-checklist">
          {t('checklist.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t(formsOnline ? 'checklist.intro_online' : 'checklist.intro')}
        </Text>
        <List
          spacing="xs"
          size="sm"
          // A long item's tick stays beside its first line, not halfway down it.
          styles={{ itemWrapper: { alignItems: 'flex-start' } }}
          icon={
            <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
              <IconCheck size={14} />
            </ThemeIcon>
          }
        >
          {EFIRMA_APPOINTMENT_CHECKLIST.map((item) => (
            <List.Item key={item}>
              {item === 'appointment_receipt' && bookedInForja
                ? t('checklist.items.appointment_receipt_forja')
                : t(`checklist.items.${item}${formsOnline && ONLINE_ITEMS.includes(item) ? '_online' : ''}`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="gray.7">
          {t('checklist.check_sat')}
        </Text>
      </Stack>
    </Card>
  );
}

import type { Company } from '@forja/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentItem } from './documents-list';
import { documentRows } from '../document-states';

/**
 * The SAT appointment receipt (acuse_cita_sat), with the documents page's own item: the founder downloads the one
 * Forja uploaded for an appointment booked in Forja, or uploads the receipt of one booked on the SAT's own portal
 * (PDF, checked by content on the server). While an appointment booked in Forja has no receipt yet, it is Forja's
 * to put there, not missing: nothing to book or upload at the SAT.
 */
export function AppointmentReceipt(props: {
  company: Company;
  onUploaded: () => Promise<void> | void;
  /** The e.firma appointment was booked in Forja, which books it at the SAT and issues its receipt. */
  bookedInForja: boolean;
}) {
  const { t } = useTranslation('sat');
  const row = documentRows(props.company.documents).find((entry) => entry.type === 'acuse_cita_sat');
  if (!row) return null;
  const { bookedInForja } = props;
  return (
    <section aria-labelledby="sat-receipt">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="sat-receipt">
            {t('receipt.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t(bookedInForja ? 'receipt.intro_booked_in_forja' : 'receipt.intro')}
          </Text>
        </div>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          <DocumentItem
            companyId={props.company.id}
            row={row}
            onUploaded={props.onUploaded}
            missing={{
              badge: bookedInForja ? t('receipt.forja_adds_it') : undefined,
              upload: t('receipt.upload_portal'),
            }}
          />
        </Stack>
      </Stack>
    </section>
  );
}

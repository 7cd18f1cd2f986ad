import type { Company } from '@forja/contracts';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DocumentItem } from './documents-list';
import { documentRows } from '../document-states';

/**
 * The SAT appointment receipt (acuse_cita_sat): the founder uploads it (PDF, checked by content on the server)
 * or downloads the one Forja uploaded, with the documents page's own item.
 */
export function AppointmentReceipt(props: { company: Company; onUploaded: () => Promise<void> | void }) {
  const { t } = useTranslation('sat');
  const row = documentRows(props.company.documents).find((entry) => entry.type === 'acuse_cita_sat');
  if (!row) return null;
  return (
    <section aria-labelledby="sat-receipt">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="sat-receipt">
            {t('receipt.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('receipt.intro')}
          </Text>
        </div>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          <DocumentItem companyId={props.company.id} row={row} onUploaded={props.onUploaded} />
        </Stack>
      </Stack>
    </section>
  );
}

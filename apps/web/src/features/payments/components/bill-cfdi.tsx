import type { CompanyBill } from '@forja/contracts/payments/bills';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockHour4,
  IconFileCode,
  IconFlask,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where a bill's CFDI stands, in words: in progress (with when it arrives), issued with its folio fiscal and
 * its XML (and PDF) to download, failed (the team reviews it), or not requested (no billing data). A test
 * CFDI says it has no fiscal validity.
 */
export function BillCfdi({ bill }: { bill: CompanyBill }) {
  const { t } = useTranslation('payments');
  const { cfdi } = bill;

  if (cfdi.status === 'pending') {
    return (
      <Stack gap={2}>
        <Group gap={6} wrap="nowrap">
          <IconClockHour4 size={16} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm" fw={600}>
            {t('invoices.cfdi.pending')}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {t('invoices.cfdi.pending_help')}
        </Text>
      </Stack>
    );
  }
  if (cfdi.status === 'failed') {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle
          size={16}
          aria-hidden
          color="var(--mantine-color-red-8)"
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" c="red.9">
          {t('invoices.cfdi.failed')}
        </Text>
      </Group>
    );
  }
  if (cfdi.status === 'not_requested') {
    return (
      <Text size="sm" c="gray.7">
        {t('invoices.cfdi.not_requested')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconRosetteDiscountCheck size={16} aria-hidden color="var(--mantine-color-forja-7)" />
        <Text size="sm" fw={600}>
          {t('invoices.cfdi.issued')}
        </Text>
      </Group>
      {cfdi.uuid && (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {t('invoices.cfdi.uuid', { uuid: cfdi.uuid })}
        </Text>
      )}
      {cfdi.test && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconFlask size={16} aria-hidden color="var(--mantine-color-yellow-9)" style={{ flexShrink: 0 }} />
          <Text size="xs" c="dark.9">
            {t('invoices.cfdi.test')}
          </Text>
        </Group>
      )}
      <Group gap="md">
        {cfdi.xml_url && (
          <Anchor
            href={cfdi.xml_url}
            download
            size="sm"
            fw={600}
            aria-label={t('invoices.cfdi.download_xml_label', { number: bill.number })}
          >
            <Group gap={4} wrap="nowrap" component="span">
              <IconFileCode size={16} aria-hidden />
              {t('invoices.cfdi.download_xml')}
            </Group>
          </Anchor>
        )}
        {cfdi.pdf_url && (
          <Anchor
            href={cfdi.pdf_url}
            download
            size="sm"
            fw={600}
            aria-label={t('invoices.cfdi.download_pdf_label', { number: bill.number })}
          >
            {t('invoices.cfdi.download_pdf')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

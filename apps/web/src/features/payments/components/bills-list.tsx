import { formatMoney } from '@forja/domain';
import type { CompanyBill } from '@forja/contracts/payments/bills';
import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatDate } from '../format';
import { BillCfdi } from './bill-cfdi';
import { productName } from './product-offer';

/** Short cells keep to one line; the concept and the CFDI's words wrap instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The bills with amount, date, status, the PDF receipt and where their CFDI stands: a table on wide screens,
 * cards on phones.
 */
export function BillsList({ bills }: { bills: CompanyBill[] }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  // A table once the content beside the side menu is wide enough for its seven columns; cards below that.
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  // What was bought, in the page's language (the CFDI itself keeps the catalogue's Spanish names).
  const concept = (bill: CompanyBill) =>
    bill.items.map((item) => (item.product ? productName(t, item.product, item.name) : item.name)).join(', ');
  const download = (bill: CompanyBill) => (
    <Button
      component="a"
      href={bill.receipt_url}
      target="_blank"
      rel="noopener"
      variant="light"
      size={wide ? 'xs' : 'sm'}
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={t('invoices.download_label', { number: bill.number })}
    >
      {t('invoices.download')}
    </Button>
  );
  const status = (bill: CompanyBill) => (
    <Badge color="forja" variant="light" c="forja.9" miw="max-content">
      {t(`invoices.status.${bill.status}`)}
    </Badge>
  );

  if (!wide) {
    return (
      <Stack gap="sm">
        {bills.map((bill) => (
          <Card
            key={bill.id}
            withBorder
            radius="lg"
            p="md"
            component="article"
            aria-label={t('invoices.bill_label', { number: bill.number })}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} ff="monospace">
                  {bill.number}
                </Text>
                {status(bill)}
              </Group>
              <Text size="sm">{concept(bill)}</Text>
              <Group justify="space-between">
                <Text size="sm" c="gray.7">
                  {formatDate(bill.issued_at, language)}
                </Text>
                <Text fw={700}>{formatMoney(bill.total_centavos)}</Text>
              </Group>
              <BillCfdi bill={bill} />
              {download(bill)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="lg" p={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped={false} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.number')}</Table.Th>
            <Table.Th>{t('invoices.date')}</Table.Th>
            <Table.Th>{t('invoices.concept')}</Table.Th>
            <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
            <Table.Th>{t('invoices.status_label')}</Table.Th>
            <Table.Th>{t('invoices.cfdi_label')}</Table.Th>
            <Table.Th>
              <span
                className="sr-only"
                style={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                }}
              >
                {t('invoices.receipt')}
              </span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => (
            <Table.Tr key={bill.id}>
              <Table.Td ff="monospace" style={NO_WRAP}>
                {bill.number}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDate(bill.issued_at, language)}</Table.Td>
              <Table.Td>{concept(bill)}</Table.Td>
              <Table.Td ta="right" fw={600} style={NO_WRAP}>
                {formatMoney(bill.total_centavos)}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{status(bill)}</Table.Td>
              <Table.Td miw={200} maw={280}>
                <BillCfdi bill={bill} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{download(bill)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

import { formatMoney } from '@forja/domain';
import type { CompanyOrder } from '@forja/contracts/payments/orders';
import { Button, Card, CopyButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatDateTime, groupDigits } from '../format';

/** A pending OXXO payment: the reference to pay, the amount, the deadline and the next steps. */
export function OxxoVoucher({ order, sandbox }: { order: CompanyOrder; sandbox: boolean }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  if (!order.oxxo) return null;
  const titleId = `voucher-${order.id}`;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={titleId}>
          {t('status.oxxo_title')}
        </Title>
        <Text size="sm">{t('status.oxxo_intro')}</Text>
        <div>
          <Text size="sm" c="gray.7">
            {t('status.reference')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text ff="monospace" fw={700} fz={{ base: 22, sm: 26 }} style={{ letterSpacing: '0.06em' }}>
              {groupDigits(order.oxxo.number)}
            </Text>
            <CopyButton value={order.oxxo.number}>
              {({ copied, copy }) => (
                <Button variant="subtle" px="xs" onClick={copy} aria-label={t('status.copy_reference')}>
                  {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('status.amount')}</Text>
          <Text fw={700}>{formatMoney(order.total_centavos)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">{t('status.deadline')}</Text>
          <Text size="sm" fw={600} ta="right">
            {formatDateTime(order.oxxo.expires_at, language)}
          </Text>
        </Group>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('status.oxxo_step_1')}</List.Item>
          <List.Item>{t('status.oxxo_step_2')}</List.Item>
          <List.Item>{t('status.oxxo_step_3')}</List.Item>
        </List>
        {order.oxxo.voucher_url && (
          <Button
            component="a"
            href={order.oxxo.voucher_url}
            variant={sandbox ? 'filled' : 'light'}
            leftSection={<IconReceipt size={18} aria-hidden />}
          >
            {sandbox ? t('status.open_test_store') : t('status.open_voucher')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

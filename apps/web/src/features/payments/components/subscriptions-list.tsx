import type { CompanySubscription } from '@forja/contracts/payments/orders';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { updatePaymentMethod } from '../api/orders';
import { formatDate } from '../format';
import { openHostedPage } from '../hosted-page';
import { productName } from './product-offer';

const STATUS_COLORS: Record<string, string> = {
  active: 'teal',
  past_due: 'red',
  incomplete: 'orange',
  pending: 'yellow',
  awaiting_checkout: 'gray',
};

/** A yearly subscription: its status, its renewal and the card it is charged to, with update_payment_method. */
export function SubscriptionCard({
  subscription,
  pmLastFour,
}: {
  subscription: CompanySubscription;
  pmLastFour: string | null;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const update = useMutation({
    mutationFn: () => updatePaymentMethod(subscription.id),
    onSuccess: ({ checkout_url }) => openHostedPage(checkout_url),
    onError: showError,
  });
  const titleId = `subscription-${subscription.id}`;
  const known = subscription.status in STATUS_COLORS;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="md" id={titleId}>
            {productName(t, subscription.product, subscription.item_name)}
          </Title>
          <Badge
            color={STATUS_COLORS[subscription.status] ?? 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {known ? t(`subscription_status.${subscription.status}`) : subscription.status}
          </Badge>
        </Group>
        {subscription.current_period_end && (
          <Text size="sm">
            {t('complement.renews', { date: formatDate(subscription.current_period_end, language) })}
          </Text>
        )}
        {subscription.status === 'past_due' && (
          <Text size="sm" c="red.8">
            {t('complement.past_due')}
          </Text>
        )}
        {pmLastFour && subscription.can_update_payment_method && (
          <Text size="sm" c="gray.7">
            {t('complement.card', { last4: pmLastFour })}
          </Text>
        )}
        {subscription.can_update_payment_method && (
          <Button
            variant="light"
            leftSection={<IconCreditCard size={18} aria-hidden />}
            loading={update.isPending}
            onClick={() => update.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('complement.update_payment_method')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { billingInfoQueryOptions } from '../../../features/payments/api/billing-info';
import { useLanguage } from '../../../lib/use-language';
import { paymentPageUrl } from './payment-loaders';

/** Under a checkout: who the invoice (CFDI) goes to, and the way to checkout_info and back. */
export function BillingLink({ companyId }: { companyId: number }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const location = useLocation();
  const { data } = useQuery(billingInfoQueryOptions(companyId));
  const href = paymentPageUrl(
    language,
    companyId,
    'checkout_info',
    `?next=${encodeURIComponent(location.pathname)}`,
  );
  if (data) {
    return (
      <Text size="sm">
        {t('offer.billing_saved', { name: data.legal_name, rfc: data.rfc })}{' '}
        <Anchor component={Link} to={href} fw={600}>
          {t('offer.billing_change')}
        </Anchor>
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={href} size="sm" fw={600}>
      {t('offer.billing_add')}
    </Anchor>
  );
}

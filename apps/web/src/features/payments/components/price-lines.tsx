import type { CheckoutQuote } from '@forja/contracts/payments/checkout';
import { formatMoney, ivaPercent } from '@forja/domain';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

/** Subtotal, IVA on its own line and the total (BRAND.md), with the USD equivalent when asked for. */
export function PriceLines({ quote, showUsd = false }: { quote: CheckoutQuote; showUsd?: boolean }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  /** Pesos named as pesos outside Spanish ("$14,500.00 MXN"), beside the dollars line. */
  const pesos = (centavos: number) => formatMoney(centavos, { language, pesosCode: true });
  const yearly = quote.recurring === 'year';
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('price.subtotal')}</Text>
        <Text size="sm">{pesos(quote.subtotal_centavos)}</Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t('price.iva', { percent: ivaPercent(quote.iva_basis_points) })}</Text>
        <Text size="sm">{pesos(quote.iva_centavos)}</Text>
      </Group>
      <Group
        justify="space-between"
        wrap="nowrap"
        pt={6}
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text fw={700}>{yearly ? t('price.total_yearly') : t('price.total')}</Text>
        <Text fw={700} data-testid="price-total">
          {pesos(quote.total_centavos)}
        </Text>
      </Group>
      {showUsd && quote.usd && (
        <Text size="sm" c="gray.7" ta="right">
          {t('price.usd', {
            amount: formatMoney(quote.usd.total_cents, { currency: 'USD', usdLabel: 'symbol' }),
            rate: quote.usd.mxn_per_usd.toFixed(2),
          })}{' '}
          {quote.usd.source === 'fixed'
            ? t('price.rate_fixed')
            : t('price.rate_live', { date: quote.usd.as_of })}
        </Text>
      )}
    </Stack>
  );
}

import type { Catalogue } from '@forja/contracts';
import { formatMoney, ivaPercent, priceLines } from '@forja/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The catalogue's product of the Amazon seller package (CheckoutAmazon sells the same one). */
export const AMAZON_PACKAGE_PRODUCT = 'amazon_seller';

/**
 * The Amazon seller package, which includes the importers' register filing: its price from the catalogue
 * (`GET catalogue`), subtotal, IVA on its own line and total — the same figures and formatting as
 * CheckoutAmazon — and whether the company has paid it.
 */
export function AmazonPackagePrice(props: {
  catalogue: Catalogue | undefined;
  failed: boolean;
  paid: boolean;
}) {
  const { t } = useTranslation('import');
  const product = props.catalogue?.products.find((entry) => entry.key === AMAZON_PACKAGE_PRODUCT);
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="import-price"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="import-price">
            {t('price.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {props.paid ? t('price.paid') : t('price.included')}
          </Text>
        </div>
        {!props.catalogue && !props.failed ? (
          <Text size="sm" role="status">
            {t('price.loading')}
          </Text>
        ) : !props.catalogue || !product ? (
          <Text size="sm">{t('price.unavailable')}</Text>
        ) : (
          <PriceTable
            name={t('payments:products.amazon_seller.name', { defaultValue: product.item_name })}
            priceCentavos={product.price_centavos}
            ivaBasisPoints={props.catalogue.iva_basis_points}
          />
        )}
      </Stack>
    </Card>
  );
}

function PriceTable(props: { name: string; priceCentavos: number; ivaBasisPoints: number }) {
  const { t } = useTranslation('import');
  const lines = priceLines(props.priceCentavos, props.ivaBasisPoints);
  return (
    <Stack gap={4}>
      <Text fw={600}>{props.name}</Text>
      <Stack gap={4} component="dl" m={0}>
        {(
          [
            ['subtotal', t('price.subtotal'), lines.subtotal_centavos],
            ['iva', t('price.iva', { percent: ivaPercent(lines.iva_basis_points) }), lines.iva_centavos],
          ] as const
        ).map(([key, label, amount]) => (
          <Group key={key} justify="space-between" wrap="nowrap">
            <Text size="sm" component="dt">
              {label}
            </Text>
            <Text size="sm" component="dd" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(amount)}
            </Text>
          </Group>
        ))}
        <Group
          justify="space-between"
          wrap="nowrap"
          pt={6}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Text fw={700} component="dt">
            {t('price.total')}
          </Text>
          <Text fw={700} component="dd" m={0} data-testid="import-price-total">
            {formatMoney(lines.total_centavos)}
          </Text>
        </Group>
      </Stack>
    </Stack>
  );
}

import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Catalogue } from '@forja/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, ivaPercent, mainPurchaseFor, priceLines } from '@forja/domain';
import { useLanguage } from '../../../lib/use-language';

/**
 * "$12,500.00 + IVA": the short price of the formation package for a legal-representation choice. While the
 * catalogue loads, a placeholder keeps the line's room, so nothing under it moves when the price comes (the
 * prerendered registration page shows the placeholder too).
 */
export function PackagePriceShort(props: {
  catalogue: Catalogue | undefined;
  loading: boolean;
  legalRepresentation: boolean;
}) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  if (props.loading) {
    return (
      <Text component="div" fw={700} aria-hidden>
        <Skeleton display="inline-block" w={150} h="1em" radius="sm" style={{ verticalAlign: 'middle' }} />
      </Text>
    );
  }
  if (!props.catalogue) return null;
  const match = mainPurchaseFor(props.catalogue, {
    amazon_customer: false,
    legal_representation: props.legalRepresentation,
  });
  if (!match) return null;
  return (
    <Text fw={700} c="forja.8">
      {t('price.from', { price: formatMoney(match.product.price_centavos, { language, pesosCode: true }) })}
    </Text>
  );
}

/** The formation package's price with IVA on its own line and the total (BRAND.md, formats). */
export function PriceSummary(props: {
  catalogue: Catalogue | undefined;
  loading: boolean;
  legalRepresentation: boolean;
}) {
  const { t } = useTranslation('registration');
  const language = useLanguage();
  if (props.loading) return <Skeleton h={84} radius="md" aria-label={t('price.loading')} />;
  const match =
    props.catalogue &&
    mainPurchaseFor(props.catalogue, {
      amazon_customer: false,
      legal_representation: props.legalRepresentation,
    });
  if (!props.catalogue || !match) {
    return (
      <Text fz="sm" c="gray.7">
        {t('price.unavailable')}
      </Text>
    );
  }
  const lines = priceLines(match.product.price_centavos, props.catalogue.iva_basis_points);
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        {props.legalRepresentation ? t('price.package_representation') : t('price.package_own')}
      </Text>
      <Group justify="space-between" fz="sm">
        <Text fz="sm">{t('price.subtotal')}</Text>
        <Text fz="sm">{formatMoney(lines.subtotal_centavos, { language, pesosCode: true })}</Text>
      </Group>
      <Group justify="space-between">
        <Text fz="sm">{t('price.iva', { percent: ivaPercent(lines.iva_basis_points) })}</Text>
        <Text fz="sm">{formatMoney(lines.iva_centavos, { language, pesosCode: true })}</Text>
      </Group>
      <Group justify="space-between" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Text fw={700}>{t('price.total')}</Text>
        <Text fw={700}>{formatMoney(lines.total_centavos, { language, pesosCode: true })}</Text>
      </Group>
    </Stack>
  );
}

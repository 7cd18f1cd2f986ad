import { formatMoney } from '@forja/domain';
import {
  Button,
  Card,
  CopyButton,
  Group,
  List,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconCreditCard, IconLink } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { i18n } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { absoluteUrl, createCheckout, createPaymentLink, useQuote } from '../api/checkout';
import { openHostedPage } from '../hosted-page';
import { paymentsQueryKeys } from '../api/payments-query-keys';
import { PriceLines } from './price-lines';
import { CENTERED_WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { HELP_UNDER_FIELD } from './field-help';

/** The name of a catalogue product in the current language (the catalogue's own name otherwise). */
export function productName(
  t: (key: string, options?: Record<string, unknown>) => string,
  key: string,
  fallback: string,
) {
  return t(`products.${key}.name`, { defaultValue: fallback });
}

type ProductOfferProps = {
  companyId: number;
  /** A catalogue product or package key. */
  product: string;
  /** Heading level of the offer's title inside the page. */
  headingOrder?: 2 | 3;
  showUsd?: boolean;
  /** Offer a payment link to send to whoever pays. */
  withPaymentLink?: boolean;
  /** When the purchase is not possible yet: the reason, shown instead of the buttons. */
  disabledReason?: string | null;
  /** Under the buttons (the billing-data link). */
  footer?: ReactNode;
  /**
   * The company is formed online (an S.A.S., in the Secretaría de Economía's system): a product whose
   * description differs for it (the incorporation: no notary) says its own.
   */
  formsOnline?: boolean;
};

/**
 * One product for sale: what it is and includes, its price with IVA apart, and the way to pay: the provider's
 * hosted page (the sandbox's or Stripe's), or a payment link to copy.
 */
export function ProductOffer({
  companyId,
  product,
  headingOrder = 2,
  showUsd,
  withPaymentLink,
  disabledReason,
  footer,
  formsOnline = false,
}: ProductOfferProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const quote = useQuote(companyId, product);
  const [link, setLink] = useState<string | null>(null);

  const pay = useMutation({
    mutationFn: () => createCheckout(companyId, product),
    onSuccess: (checkout) => {
      void queryClient.invalidateQueries({ queryKey: paymentsQueryKeys.all(companyId) });
      openHostedPage(checkout.checkout_url);
    },
    onError: showError,
  });
  const makeLink = useMutation({
    mutationFn: () => createPaymentLink(companyId, product),
    onSuccess: async (payment) => {
      const url = absoluteUrl(payment.checkout_url);
      setLink(url);
      try {
        await navigator.clipboard.writeText(url);
        showSuccess(i18n.t('success:copy_link'));
      } catch {
        // No clipboard (permissions): the link stays visible to copy by hand.
      }
    },
    onError: showError,
  });

  if (quote.isPending) return <Skeleton h={260} radius="lg" aria-label={t('price.loading')} />;
  if (quote.isError) {
    return (
      <Card withBorder radius="lg" p="lg">
        <Text>{t('price.unavailable')}</Text>
      </Card>
    );
  }
  const offer = quote.data;
  const name = productName(t, offer.product, offer.item_name);
  const titleId = `offer-${offer.product}`;
  const included = offer.includes.filter((item) => item.key !== offer.product);

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={headingOrder} fz="lg" id={titleId}>
            {name}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t(
              formsOnline
                ? [`products.${offer.product}.description_online`, `products.${offer.product}.description`]
                : `products.${offer.product}.description`,
              { defaultValue: '' },
            )}
          </Text>
        </div>
        {included.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              {t('offer.includes')}
            </Text>
            <List
              size="sm"
              spacing={4}
              mt={4}
              icon={
                <ThemeIcon size={20} radius="xl" color="forja" variant="light">
                  <IconCheck size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {offer.includes.map((item) => (
                <List.Item key={item.key}>{productName(t, item.key, item.name)}</List.Item>
              ))}
            </List>
          </div>
        )}
        <PriceLines quote={offer} showUsd={showUsd} />
        <Text size="sm" c="gray.7">
          {offer.payment_methods.includes('oxxo') ? t('offer.methods_card_oxxo') : t('offer.methods_card')}
        </Text>
        {disabledReason ? (
          <Text size="sm" fw={600} c="gray.8">
            {disabledReason}
          </Text>
        ) : (
          <Stack gap="xs">
            <Button
              size="md"
              {...CENTERED_WRAPPING_BUTTON}
              leftSection={<IconCreditCard size={20} aria-hidden />}
              loading={pay.isPending}
              onClick={() => pay.mutate()}
            >
              {t('offer.pay', { amount: formatMoney(offer.total_centavos, { language, pesosCode: true }) })}
            </Button>
            {withPaymentLink && (
              <Button
                variant="subtle"
                {...CENTERED_WRAPPING_BUTTON}
                leftSection={<IconLink size={18} aria-hidden />}
                loading={makeLink.isPending}
                onClick={() => makeLink.mutate()}
              >
                {t('offer.make_link')}
              </Button>
            )}
            {link && (
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  {...HELP_UNDER_FIELD}
                  label={t('offer.link_label')}
                  description={t('offer.link_help')}
                  value={link}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button
                      variant="light"
                      onClick={() => {
                        copy();
                        showSuccess(i18n.t('success:copy_link'));
                      }}
                      aria-label={t('offer.copy_link')}
                      px="sm"
                    >
                      {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            )}
          </Stack>
        )}
        {footer}
      </Stack>
    </Card>
  );
}

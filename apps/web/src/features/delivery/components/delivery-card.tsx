import { Anchor, Badge, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { Company, CompanyDelivery, DeliveryStatusName, ShippingAddress } from '@forja/contracts';
import { displayPhone, shippingAddressLine, societyTypeFormsOnline } from '@forja/domain';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';
import { deliveryStatusQueryOptions } from '../api/delivery';
import { ShippingAddressForm } from './shipping-address-form';

const BADGE_COLOR: Record<DeliveryStatusName, string> = {
  awaiting_address: 'orange',
  preparing: 'blue',
  shipped: 'indigo',
  delivered: 'teal',
};

/** A carrier's name as people know it; `other` and unknown ones read as "the courier". */
const CARRIER_NAMES: Record<string, string> = {
  dhl: 'DHL',
  fedex: 'FedEx',
  estafeta: 'Estafeta',
  ups: 'UPS',
  correos_de_mexico: 'Correos de México',
};

function AddressSummary({ address }: { address: ShippingAddress }) {
  const { t } = useTranslation('delivery');
  return (
    <Stack gap={2}>
      <Text size="sm">{shippingAddressLine(address)}</Text>
      {address.references && (
        <Text size="sm" c="gray.7">
          {t('card.references', { references: address.references })}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {t('card.receives', { name: address.contact_name, phone: displayPhone(address.contact_phone).text })}
      </Text>
    </Stack>
  );
}

type Props = {
  /** The company as its profile reads it (its formation carries the delivery). */
  company: Pick<Company, 'id' | 'company_type' | 'date_signature' | 'testimony' | 'formation'>;
};

/**
 * The delivery of the certified copy (testimonio) of the deed: no address yet → preparing → shipped (carrier,
 * tracking number and the carrier's tracking page) → delivered. Before shipping, the founder gives or changes
 * the address in a dialog. Before every partner has signed, it only says what comes.
 */
export function DeliveryCard({ company }: Props) {
  // An S.A.S. is registered online: it has no certified copy and nothing to ship.
  return societyTypeFormsOnline(company.company_type) ? null : <TestimonyDelivery company={company} />;
}

function TestimonyDelivery({ company }: Props) {
  const { t } = useTranslation('delivery');
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  // On a phone the form takes the whole screen, so every field is reachable without a scroll inside a scroll.
  const phone = useMediaQuery('(max-width: 36em)');
  const { data } = useQuery({
    ...deliveryStatusQueryOptions(company.id),
    initialData: company.formation.delivery,
    enabled: company.date_signature !== null,
  });
  const delivery: CompanyDelivery = data;
  const signed = company.date_signature !== null;
  const status = delivery.status;
  const canEditAddress = signed && (status === 'awaiting_address' || status === 'preparing');
  const carrier = delivery.carrier ? (CARRIER_NAMES[delivery.carrier] ?? t('card.courier')) : '';

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={titleId}>
            {t('card.title')}
          </Title>
          {signed && (
            <Badge
              color={BADGE_COLOR[status]}
              c={`${BADGE_COLOR[status]}.9`}
              variant="light"
              style={{ textTransform: 'none' }}
            >
              {t(`status.${status}`)}
            </Badge>
          )}
        </Group>

        {!signed && <Text size="sm">{t('card.before_signature')}</Text>}

        {signed && status === 'awaiting_address' && <Text size="sm">{t('card.awaiting_address')}</Text>}

        {status === 'preparing' && (
          <Text size="sm">{company.testimony ? t('card.preparing_ready') : t('card.preparing_notary')}</Text>
        )}

        {status === 'shipped' && (
          <Stack gap={4}>
            <Text size="sm">
              {t('card.shipped', {
                carrier,
                date: delivery.shipped_at ? formatDay(language, delivery.shipped_at) : '',
              })}
            </Text>
            <Text size="sm">
              {t('card.tracking_number')}{' '}
              <Text span fw={600} ff="monospace">
                {delivery.tracking_number}
              </Text>
            </Text>
            {delivery.tracking_url ? (
              <Anchor href={delivery.tracking_url} target="_blank" rel="noopener noreferrer" size="sm">
                {t('card.track', { carrier })}
              </Anchor>
            ) : (
              <Text size="sm" c="gray.7">
                {t('card.no_tracking_page')}
              </Text>
            )}
          </Stack>
        )}

        {status === 'delivered' && (
          <Text size="sm">
            {t('card.delivered', {
              date: delivery.delivered_at ? formatDay(language, delivery.delivered_at) : '',
            })}
          </Text>
        )}

        {delivery.address && (status === 'preparing' || status === 'shipped') && (
          <AddressSummary address={delivery.address} />
        )}

        {canEditAddress && (
          <Group>
            <Button
              variant={status === 'awaiting_address' ? 'filled' : 'default'}
              onClick={() => setEditing(true)}
            >
              {status === 'awaiting_address' ? t('card.give_address') : t('card.change_address')}
            </Button>
          </Group>
        )}
      </Stack>

      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('form.title')}
        size="lg"
        fullScreen={phone}
        centered
      >
        <ShippingAddressForm
          companyId={company.id}
          initial={delivery.address}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Modal>
    </Card>
  );
}

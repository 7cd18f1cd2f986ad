import { DELIVERY_CARRIERS, type BackofficeDeed, type DeliveryCarrier } from '@forja/contracts';
import { formatPhone, shippingAddressLine } from '@forja/domain';
import { Alert, Anchor, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/notify';
import { useBackofficeFormats } from '../../companies/format';
import { markTestimonyDelivered, shipTestimony } from '../api/deed';

const TRACKING = /^[A-Za-z0-9-]{4,40}$/;

const STATUS_COLOR = {
  awaiting_address: 'orange',
  preparing: 'blue',
  shipped: 'indigo',
  delivered: 'teal',
} as const;

const readablePhone = (phone: string) =>
  phone.startsWith('+52') ? formatPhone('52', phone.slice(3)) : phone;

/**
 * The delivery of the certified copy: the address as the founder gave it, then shipping it (carrier and
 * tracking number, after a confirmation) and marking it delivered (after a confirmation). Shipping waits for
 * the testimony and the address.
 */
export function DeliveryPanel(props: { deed: BackofficeDeed; onChanged: (deed: BackofficeDeed) => void }) {
  const { t } = useTranslation('backoffice-deed');
  const format = useBackofficeFormats();
  const { delivery } = props.deed;
  const [carrier, setCarrier] = useState<DeliveryCarrier | null>(null);
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<{ carrier?: string; tracking?: string }>({});
  const [confirm, setConfirm] = useState<'ship' | 'deliver' | null>(null);
  const [busy, setBusy] = useState(false);
  const hasTestimony = props.deed.testimony_at !== null;
  const carrierName = (value: string | null) =>
    value ? t(`carriers.${value}`, { defaultValue: value }) : '';

  const askToShip = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!carrier) next.carrier = t('delivery.carrier_required');
    if (!TRACKING.test(tracking.trim())) next.tracking = t('delivery.tracking_invalid');
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirm('ship');
  };

  const act = async () => {
    setBusy(true);
    try {
      const next =
        confirm === 'ship' && carrier
          ? await shipTestimony(props.deed.company_id, { carrier, tracking_number: tracking.trim() })
          : await markTestimonyDelivered(props.deed.company_id);
      showSuccess(confirm === 'ship' ? t('delivery.shipped_toast') : t('delivery.delivered_toast'));
      props.onChanged(next);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('delivery.status')}
        </Text>
        <Badge
          color={STATUS_COLOR[delivery.status]}
          c={`${STATUS_COLOR[delivery.status]}.9`}
          variant="light"
          style={{ textTransform: 'none' }}
        >
          {t(`delivery.statuses.${delivery.status}`)}
        </Badge>
      </Group>

      {delivery.address ? (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('delivery.address')}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {shippingAddressLine(delivery.address)}
          </Text>
          {delivery.address.references && (
            <Text size="sm" c="gray.7">
              {t('delivery.references', { references: delivery.address.references })}
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {t('delivery.contact', {
              name: delivery.address.contact_name,
              phone: readablePhone(delivery.address.contact_phone),
            })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm">{t('delivery.no_address')}</Text>
      )}

      {(delivery.status === 'shipped' || delivery.status === 'delivered') && (
        <Stack gap={2}>
          <Text size="sm">
            {t('delivery.shipped_with', {
              carrier: carrierName(delivery.carrier),
              tracking: delivery.tracking_number ?? '',
              date: delivery.shipped_at ? format.dateTime(delivery.shipped_at) : '',
            })}
          </Text>
          {delivery.tracking_url && (
            <Anchor href={delivery.tracking_url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('delivery.track')}
            </Anchor>
          )}
          {delivery.delivered_at && (
            <Text size="sm">
              {t('delivery.delivered_on', { date: format.dateTime(delivery.delivered_at) })}
            </Text>
          )}
        </Stack>
      )}

      {(delivery.status === 'awaiting_address' || delivery.status === 'preparing') && (
        <form onSubmit={askToShip} noValidate>
          <Stack gap="sm">
            {!hasTestimony && (
              <Alert color="orange" variant="light" p="xs">
                {t('delivery.needs_testimony')}
              </Alert>
            )}
            <Group align="flex-start" gap="md" wrap="wrap">
              <Select
                label={t('delivery.carrier')}
                data={DELIVERY_CARRIERS.map((value) => ({ value, label: carrierName(value) }))}
                value={carrier}
                onChange={(value) => {
                  setCarrier(value);
                  setErrors((before) => ({ ...before, carrier: undefined }));
                }}
                error={errors.carrier}
                required
                w={{ base: '100%', xs: 220 }}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label={t('delivery.tracking_number')}
                value={tracking}
                onChange={(event) => {
                  setTracking(event.currentTarget.value);
                  setErrors((before) => ({ ...before, tracking: undefined }));
                }}
                error={errors.tracking}
                required
                maxLength={40}
                w={{ base: '100%', xs: 260 }}
              />
            </Group>
            <Group>
              <Button type="submit" disabled={!hasTestimony || !delivery.address}>
                {t('delivery.ship')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {delivery.status === 'shipped' && (
        <Group>
          <Button onClick={() => setConfirm('deliver')}>{t('delivery.deliver')}</Button>
        </Group>
      )}

      <Modal
        opened={confirm !== null}
        onClose={() => !busy && setConfirm(null)}
        title={confirm === 'ship' ? t('delivery.confirm_ship_title') : t('delivery.confirm_deliver_title')}
        centered
      >
        <Stack gap="md">
          <Text>
            {confirm === 'ship'
              ? t('delivery.confirm_ship_body', { carrier: carrierName(carrier), tracking: tracking.trim() })
              : t('delivery.confirm_deliver_body')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(null)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button onClick={() => void act()} loading={busy}>
              {confirm === 'ship' ? t('delivery.confirm_ship') : t('delivery.confirm_deliver')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import {
  DELIVERY_CARRIERS,
  shipTestimonyBodySchema,
  type BackofficeDeed,
  type ShipTestimonyBody,
} from '@forja/contracts';
import { displayPhone, shippingAddressLine } from '@forja/domain';
import { Alert, Anchor, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { openConfirmDialog } from '../../../../components/confirm-dialog';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { useBackofficeFormats } from '../../companies/format';
import { markTestimonyDelivered, shipTestimony } from '../api/deed';

const SHIPPING_ERROR_TEXTS = {
  carrier: 'backoffice-deed:delivery.carrier_required',
  tracking_number: 'backoffice-deed:delivery.tracking_invalid',
};

const STATUS_COLOR = {
  awaiting_address: 'orange',
  preparing: 'blue',
  shipped: 'indigo',
  delivered: 'teal',
} as const;

/**
 * The delivery of the certified copy: the address as the founder gave it, then shipping it (carrier and
 * tracking number, after a confirmation) and marking it delivered (after a confirmation). Shipping waits for
 * the testimony and the address.
 */
export function DeliveryPanel(props: { deed: BackofficeDeed; onChanged: (deed: BackofficeDeed) => void }) {
  const { t } = useTranslation('backoffice-deed');
  const format = useBackofficeFormats();
  const { delivery } = props.deed;
  const form = useForm<
    z.input<typeof shipTestimonyBodySchema>,
    unknown,
    z.output<typeof shipTestimonyBodySchema>
  >({
    resolver: contractResolver(shipTestimonyBodySchema),
    defaultValues: { tracking_number: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, SHIPPING_ERROR_TEXTS);
  const hasTestimony = props.deed.testimony_at !== null;
  const carrierName = (value: string | null) =>
    value ? t(`carriers.${value}`, { defaultValue: value }) : '';

  const askToShip = form.handleSubmit((shipping) => askToConfirm(shipping));

  // Done or refused, the dialog closes: a toast says which.
  const act = async (shipping: ShipTestimonyBody | null) => {
    try {
      const next = shipping
        ? await shipTestimony(props.deed.company_id, shipping)
        : await markTestimonyDelivered(props.deed.company_id);
      showSuccess(shipping ? t('delivery.shipped_toast') : t('delivery.delivered_toast'));
      props.onChanged(next);
    } catch (error) {
      showError(error);
    }
  };

  /** Asks before shipping (with the carrier and tracking number) or, without them, before marking delivered. */
  const askToConfirm = (shipping: ShipTestimonyBody | null) =>
    openConfirmDialog({
      title: shipping ? t('delivery.confirm_ship_title') : t('delivery.confirm_deliver_title'),
      children: (
        <Text>
          {shipping
            ? t('delivery.confirm_ship_body', {
                carrier: carrierName(shipping.carrier),
                tracking: shipping.tracking_number,
              })
            : t('delivery.confirm_deliver_body')}
        </Text>
      ),
      confirmLabel: shipping ? t('delivery.confirm_ship') : t('delivery.confirm_deliver'),
      cancelLabel: t('cancel'),
      onConfirm: () => act(shipping),
    });

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
              phone: displayPhone(delivery.address.contact_phone).text,
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
        <form onSubmit={(event) => void askToShip(event)} noValidate>
          <Stack gap="sm">
            {!hasTestimony && (
              <Alert color="orange" variant="light" p="xs">
                {t('delivery.needs_testimony')}
              </Alert>
            )}
            <Group align="flex-start" gap="md" wrap="wrap">
              <Controller
                control={form.control}
                name="carrier"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={t('delivery.carrier')}
                    data={DELIVERY_CARRIERS.map((value) => ({ value, label: carrierName(value) }))}
                    value={field.value ?? null}
                    onChange={(value) =>
                      field.onChange(DELIVERY_CARRIERS.find((carrier) => carrier === value))
                    }
                    onBlur={field.onBlur}
                    error={errorText('carrier')}
                    required
                    w={{ base: '100%', xs: 220 }}
                    comboboxProps={{ withinPortal: true }}
                  />
                )}
              />
              <TextInput
                label={t('delivery.tracking_number')}
                {...form.register('tracking_number')}
                error={errorText('tracking_number')}
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
          <Button onClick={() => askToConfirm(null)}>{t('delivery.deliver')}</Button>
        </Group>
      )}
    </Stack>
  );
}

import {
  APPOINTMENT_TYPES,
  publishAppointmentSlotsBodySchema,
  type AppointmentTypeName,
  type BackofficeAppointmentSlot,
  type PublishAppointmentSlotsBody,
} from '@forja/contracts';
import { planDaySlots } from '@forja/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { ResponsiveTable } from '../../../components/responsive-table';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { MEXICO_CITY } from '../../../lib/format-date';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { formatLongDay, formatTimeRange } from '../../../lib/appointment-time';
import { backofficePath } from '../navigation';
import { parseWholeHour } from './whole-hour';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import {
  appointmentSlotsQueryOptions,
  usePublishAppointmentSlots,
  useWithdrawAppointmentSlot,
} from './api/appointment-slots';

const LENGTHS = [30, 45, 60, 90, 120];

/** The form as typed: hours as text («10», «10:00»), the length as the select's value. */
type PublishValues = {
  type: AppointmentTypeName;
  date: string;
  start_hour: string;
  end_hour: string;
  length_minutes: string;
  location: string;
};

const PUBLISH_ERROR_TEXTS = {
  start_hour: 'backoffice-appointments:start_hour_invalid',
  end_hour: {
    appointment_hours_order: 'errors-app:codes.appointment_hours_order',
    default: 'backoffice-appointments:end_hour_invalid',
  },
};
const slots = publishAppointmentSlotsBodySchema.shape;

/** An hour typed as text, read as a whole hour from `min` to `max`; anything else is refused, never clamped. */
const hourText = (min: number, max: number) =>
  z.string().transform((text, context) => {
    const hour = parseWholeHour(text);
    if (hour === null || hour < min || hour > max) {
      context.addIssue({ code: 'custom', message: text.trim() ? 'appointment_hour_invalid' : 'required' });
      return z.NEVER;
    }
    return hour;
  });

/** The API's body (POST backoffice/appointments/slots), read from the form as typed, hours in Mexico City. */
const publishFormSchema = z
  .object({
    type: slots.type,
    date: slots.date,
    start_hour: hourText(0, 23),
    end_hour: hourText(1, 24),
    length_minutes: z.string().transform(Number),
    location: z.string(),
  })
  .transform((values): PublishAppointmentSlotsBody => ({ ...values, time_zone: MEXICO_CITY }))
  .pipe(publishAppointmentSlotsBodySchema);
type PublishBody = z.output<typeof publishFormSchema>;

/** What a publication will offer, as the confirmation shows it before anything is sent. */
function PublishSummary({
  body,
  planned,
}: {
  body: PublishBody;
  planned: { startsAt: Date; endsAt: Date }[];
}) {
  const { t } = useTranslation('backoffice-appointments');
  const { t: tTypes } = useTranslation('appointments');
  const language = useLanguage();
  const first = planned[0]!.startsAt.toISOString();
  const last = planned.at(-1)!.endsAt.toISOString();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('confirm_body')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{`${t('type')}: ${tTypes(`types.${body.type}`)}`}</List.Item>
        <List.Item>{`${t('date')}: ${formatLongDay(language, first, MEXICO_CITY)}`}</List.Item>
        <List.Item>
          {t('confirm_times', {
            count: planned.length,
            minutes: body.length_minutes,
            range: formatTimeRange(language, first, last, MEXICO_CITY),
          })}
        </List.Item>
        <List.Item style={{ overflowWrap: 'anywhere' }}>{`${t('location')}: ${body.location}`}</List.Item>
      </List>
      <Text size="sm" c="gray.7">
        {t('time_zone_note')}
      </Text>
    </Stack>
  );
}

/** The form that publishes one day's slots of a type, hours in Mexico City, after confirming what it offers. */
function PublishForm() {
  const { t } = useTranslation('backoffice-appointments');
  const { t: tTypes } = useTranslation('appointments');
  const publish = usePublishAppointmentSlots();
  const form = useForm<PublishValues, unknown, PublishBody>({
    resolver: contractResolver(publishFormSchema),
    defaultValues: {
      type: 'efirma',
      date: '',
      start_hour: '9:00',
      end_hour: '14:00',
      length_minutes: '60',
      location: '',
    },
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors, PUBLISH_ERROR_TEXTS);
  const [date, location] = useWatch({ control: form.control, name: ['date', 'location'] });
  // Publishing waits for the day and the place, as the contract asks them.
  const ready = slots.date.safeParse(date).success && slots.location.safeParse(location).success;
  const [error, setError] = useState<string | null>(null);

  const send = async (body: PublishBody) => {
    try {
      const result = await publish.mutateAsync(body);
      showSuccess(
        [
          t('published_toast', { count: result.created.length }),
          result.skipped > 0 ? t('skipped', { count: result.skipped }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        // The API's word on a field goes under that field; anything else above the button.
        const onFields = failure.fields.filter((field) => /^body\.(start_hour|end_hour)$/.test(field.path));
        for (const field of onFields)
          form.setError(field.path.replace('body.', '') as 'start_hour' | 'end_hour', {
            type: field.code,
            message: field.code,
          });
        if (onFields.length === 0) setError(errorText(failure.codes[0]));
      } else showError(failure);
    }
  };

  const submit = form.handleSubmit((body) => {
    const planned = planDaySlots({
      date: body.date,
      startHour: body.start_hour,
      endHour: body.end_hour,
      lengthMinutes: body.length_minutes,
      timeZone: body.time_zone,
    });
    if (!planned) {
      setError(errorText('appointment_slots_invalid'));
      return;
    }
    openConfirmDialog({
      title: t('confirm_title', { count: planned.length }),
      children: <PublishSummary body={body} planned={planned} />,
      confirmLabel: t('confirm_publish'),
      cancelLabel: t('confirm_back'),
      onConfirm: () => send(body),
    });
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="publish-slots">
      <form
        onSubmit={(event) => {
          setError(null);
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} fz="lg" id="publish-slots">
            {t('publish_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('time_zone_note')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('type')}
                  data={APPOINTMENT_TYPES.map((type) => ({ value: type, label: tTypes(`types.${type}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  error={fieldErrorText('type')}
                  allowDeselect={false}
                  required
                />
              )}
            />
            <TextInput
              label={t('date')}
              type="date"
              {...form.register('date')}
              error={fieldErrorText('date')}
              required
            />
            <TextInput
              label={t('start_hour')}
              description={t('start_hour_help')}
              placeholder={t('start_hour_placeholder')}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('start_hour')}
              error={fieldErrorText('start_hour')}
              required
            />
            <TextInput
              label={t('end_hour')}
              description={t('end_hour_help')}
              placeholder={t('end_hour_placeholder')}
              inputMode="numeric"
              autoComplete="off"
              {...form.register('end_hour')}
              error={fieldErrorText('end_hour')}
              required
            />
            <Controller
              control={form.control}
              name="length_minutes"
              render={({ field }) => (
                <Select
                  ref={field.ref}
                  label={t('length')}
                  data={LENGTHS.map((minutes) => ({
                    value: String(minutes),
                    label: t('minutes', { count: minutes }),
                  }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                  error={fieldErrorText('length_minutes')}
                  allowDeselect={false}
                  required
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label={t('location')}
            description={t('location_help')}
            {...form.register('location')}
            error={fieldErrorText('location')}
            rows={2}
            maxLength={500}
            required
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            disabled={!ready}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('publish')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

/** Back office: publish appointment slots per type and day, see the upcoming ones and who booked, withdraw free ones. */
export function AppointmentSlotsPage() {
  const { t } = useTranslation('backoffice-appointments');
  const { t: tTypes } = useTranslation('appointments');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const [filter, setFilter] = useState<AppointmentTypeName | 'all'>('all');
  const list = useQuery(appointmentSlotsQueryOptions(filter === 'all' ? null : filter));
  const withdraw = useWithdrawAppointmentSlot();

  const when = (slot: BackofficeAppointmentSlot) =>
    `${formatLongDay(language, slot.starts_at, MEXICO_CITY)}, ${formatTimeRange(
      language,
      slot.starts_at,
      slot.ends_at,
      MEXICO_CITY,
    )}`;

  // The dialog closes at once; a toast says when the slot is withdrawn.
  const confirmWithdrawing = (slot: BackofficeAppointmentSlot) =>
    openConfirmDialog({
      title: t('withdraw_title'),
      children: (
        <Stack gap="md">
          <Text size="sm" fw={600}>{`${tTypes(`types.${slot.type}`)} · ${when(slot)}`}</Text>
          <Text size="sm">{t('withdraw_body')}</Text>
        </Stack>
      ),
      confirmLabel: t('withdraw_confirm'),
      cancelLabel: t('withdraw_keep'),
      destructive: true,
      onConfirm: () =>
        withdraw.mutate(slot.id, {
          onSuccess: () => showSuccess(t('withdrawn_toast')),
          onError: (failure) => showError(failure),
        }),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('intro')}
        </Text>
      </div>
      <PublishForm />
      <Stack gap="sm" component="section" aria-labelledby="upcoming-slots">
        <Title order={2} fz="lg" id="upcoming-slots">
          {t('list_title')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value)}
          data={[
            { value: 'all', label: t('filter_all') },
            ...APPOINTMENT_TYPES.map((type) => ({ value: type, label: tTypes(`types.${type}`) })),
          ]}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          orientation="horizontal"
        />
        {list.isPending && <LoadingLine label={t('loading')} />}
        {list.isError && <LoadErrorAlert error={list.error} />}
        {list.data && list.data.length === 0 && <Text c="gray.7">{t('empty')}</Text>}
        {list.data && list.data.length > 0 && (
          <ResponsiveTable
            label={t('table_label')}
            rows={list.data}
            rowKey={(slot) => slot.id}
            minWidth={640}
            table={{ striped: false, withTableBorder: false }}
            columns={[
              {
                header: t('when'),
                card: 'title',
                cell: (slot) => (
                  <Text size="sm" fw="inherit">
                    {when(slot)}
                  </Text>
                ),
              },
              { header: t('type'), cell: (slot) => <Text size="sm">{tTypes(`types.${slot.type}`)}</Text> },
              {
                header: t('where'),
                cell: (slot) => (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {slot.location}
                  </Text>
                ),
              },
              {
                header: t('booking'),
                cell: (slot) =>
                  slot.booking ? (
                    <Anchor
                      component={Link}
                      to={backofficePath(language, `companies/${slot.booking.company_id}`)}
                      size="sm"
                    >
                      {slot.booking.company_name}
                    </Anchor>
                  ) : (
                    <Group gap="xs" wrap="wrap">
                      <Badge
                        variant="light"
                        color="gray"
                        c="gray.9"
                        radius="sm"
                        style={{ textTransform: 'none' }}
                      >
                        {t('free')}
                      </Badge>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red.8"
                        onClick={() => confirmWithdrawing(slot)}
                        aria-label={`${t('withdraw')}: ${when(slot)}`}
                      >
                        {t('withdraw')}
                      </Button>
                    </Group>
                  ),
              },
            ]}
          />
        )}
      </Stack>
    </Stack>
  );
}

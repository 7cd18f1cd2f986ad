import type { AppointmentSchedule, AppointmentTypeName } from '@forja/contracts';
import { timeZoneName } from '@forja/domain';
import { Alert, Button, Card, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import {
  appointmentScheduleQueryOptions,
  useBookAppointment,
  useCancelAppointment,
  useMoveAppointment,
} from '../api/appointments';
import {
  formatAppointment,
  formatLongDay,
  formatTimeRange,
  groupByDay,
  upperFirst,
} from '../../../lib/appointment-time';

type Booked = NonNullable<AppointmentSchedule['appointment']>;

/** The free slots grouped by day in the zone, one radio each; the chosen one is booked (or moved to). */
function SlotPicker(props: {
  schedule: AppointmentSchedule;
  label: string;
  action: string;
  pending: boolean;
  onPick: (slotId: number) => Promise<boolean>;
  onBack?: () => void;
}) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const [selected, setSelected] = useState<string | null>(null);
  const zone = props.schedule.time_zone;
  if (props.schedule.slots.length === 0) {
    return (
      <Stack gap="sm">
        <Text c="gray.7">{t('empty')}</Text>
        {props.onBack && (
          <Button variant="subtle" onClick={props.onBack} style={{ alignSelf: 'flex-start' }}>
            {t('keep')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Radio.Group label={props.label} value={selected} onChange={setSelected}>
        <Stack gap="md" mt="xs">
          {groupByDay(props.schedule.slots, zone).map(({ day, slots }) => (
            <Stack
              key={day}
              gap={6}
              role="group"
              aria-label={formatLongDay(language, slots[0]!.starts_at, zone)}
            >
              <Text fw={600}>{upperFirst(formatLongDay(language, slots[0]!.starts_at, zone))}</Text>
              {slots.map((slot) => (
                <Radio
                  key={slot.id}
                  value={String(slot.id)}
                  label={formatTimeRange(language, slot.starts_at, slot.ends_at, zone)}
                  description={slot.location}
                  styles={{ description: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="sm" wrap="wrap">
        <Button
          disabled={selected === null}
          loading={props.pending}
          leftSection={<IconCalendarEvent size={18} aria-hidden />}
          onClick={() => {
            if (selected === null) return;
            void props.onPick(Number(selected)).then((done) => {
              if (done) setSelected(null);
            });
          }}
        >
          {props.action}
        </Button>
        {props.onBack && (
          <Button variant="subtle" onClick={props.onBack}>
            {t('keep')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The booked appointment: when (zone named) and where, with Move and Cancel unless within 2 hours. */
function BookedCard(props: { appointment: Booked; onMove: () => void; onCancel: () => void }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const { appointment } = props;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="booked-appointment">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="booked-appointment">
          {t('booked_title')}
        </Title>
        <Text size="sm">
          <Text span fw={600}>
            {t('when')}:
          </Text>{' '}
          {formatAppointment(language, appointment)}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            {t('where')}:
          </Text>{' '}
          {appointment.location}
        </Text>
        <Text size="sm" c="gray.7" id="appointment-rule">
          {appointment.can_cancel ? t('rule') : t('locked')}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            disabled={!appointment.can_cancel}
            aria-describedby="appointment-rule"
            onClick={props.onMove}
          >
            {t('move')}
          </Button>
          <Button
            variant="subtle"
            color="red.8"
            disabled={!appointment.can_cancel}
            aria-describedby="appointment-rule"
            onClick={props.onCancel}
          >
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The booking page's body for a company and type: why it cannot be booked yet, or the booked appointment
 * (Move, Cancel) and the free slots by day in the zone. Every rule is the API's: the 2-hour limit is decided
 * by the server's clock (`can_cancel`), never by this browser's.
 */
export function AppointmentScheduler({ companyId, type }: { companyId: number; type: AppointmentTypeName }) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const query = useQuery(appointmentScheduleQueryOptions(companyId, type));
  const book = useBookAppointment(companyId);
  const move = useMoveAppointment(companyId);
  const cancel = useCancelAppointment(companyId);
  const [moving, setMoving] = useState(false);
  const dashboard = routeUrl(language, { name: 'Dashboard', params: { company_id: String(companyId) } });

  const run = async (work: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await work();
      showSuccess(success);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  // The dialog closes at once; a toast says when the appointment is cancelled.
  const confirmCancelling = (appointmentId: number) =>
    openConfirmDialog({
      title: t('cancel_title'),
      children: <Text size="sm">{t('cancel_body')}</Text>,
      confirmLabel: t('cancel_confirm'),
      cancelLabel: t('cancel_keep'),
      destructive: true,
      onConfirm: () =>
        void run(() => cancel.mutateAsync(appointmentId), t('cancelled_toast')).then(() => setMoving(false)),
    });

  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7">{t('loading')}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={t('load_error')}>
        <Stack gap="sm">
          <Text size="sm">
            {errorText(query.error instanceof ApiError ? query.error.codes[0] : undefined)}
          </Text>
          <Button variant="default" onClick={() => void query.refetch()} style={{ alignSelf: 'flex-start' }}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const schedule = query.data;
  if (schedule.blocked_by && !schedule.appointment) {
    return (
      <Alert color="yellow" title={t('blocked_title')}>
        <Stack gap="sm">
          <Text size="sm">{errorText(schedule.blocked_by)}</Text>
          <Button component={Link} to={dashboard} variant="default" style={{ alignSelf: 'flex-start' }}>
            {t('back_dashboard')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const appointment = schedule.appointment;
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.7">
        {t('time_zone', { zone: timeZoneName(language, schedule.time_zone, new Date()) })}
      </Text>
      {appointment && (
        <BookedCard
          appointment={appointment}
          onMove={() => setMoving(true)}
          onCancel={() => confirmCancelling(appointment.id)}
        />
      )}
      {!appointment && (
        <SlotPicker
          schedule={schedule}
          label={t('pick')}
          action={t('book')}
          pending={book.isPending}
          onPick={(slotId) => run(() => book.mutateAsync(slotId), t('booked_toast'))}
        />
      )}
      {appointment && moving && appointment.can_cancel && (
        <SlotPicker
          schedule={schedule}
          label={t('pick_new')}
          action={t('move_confirm')}
          pending={move.isPending}
          onBack={() => setMoving(false)}
          onPick={async (slotId) => {
            const done = await run(
              () => move.mutateAsync({ appointmentId: appointment.id, slotId }),
              t('moved_toast'),
            );
            if (done) setMoving(false);
            return done;
          }}
        />
      )}
    </Stack>
  );
}

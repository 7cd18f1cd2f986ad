import type { AppointmentTypeName, BookedAppointment } from '@forja/contracts';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { schedulePageUrl } from '../api/appointments';
import { formatAppointment } from '../../../lib/appointment-time';

/**
 * A company's appointment of one type, for the dashboard or the SAT page: the booked one (when and where, and
 * a link to see, move or cancel it), or a "Reservar cita" link to the booking page (RedirectToSchedule).
 * `appointments` is the company profile's `formation.appointments`.
 */
export function AppointmentCard(props: {
  companyId: number;
  type: AppointmentTypeName;
  appointments: readonly BookedAppointment[];
}) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const booked = props.appointments.find((appointment) => appointment.type === props.type) ?? null;
  const url = schedulePageUrl(language, props.companyId, props.type);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={`appointment-${props.type}`}
    >
      <Stack gap="xs">
        <Title order={3} fz="lg" id={`appointment-${props.type}`}>
          {t(`types.${props.type}`)}
        </Title>
        {booked ? (
          <>
            <Text size="sm">{formatAppointment(language, booked)}</Text>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {booked.location}
            </Text>
            <Button
              component={Link}
              to={url}
              variant="default"
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('card.manage')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('card.none')}
            </Text>
            <Button
              component={Link}
              to={url}
              leftSection={<IconCalendarEvent size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('card.book')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

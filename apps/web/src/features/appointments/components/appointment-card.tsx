import type { AppointmentTypeName, BookedAppointment, Company } from '@forja/contracts';
import { companyAppointmentBlocker, societyTypeFormsOnline } from '@forja/domain';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';
import { errorText } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { schedulePageUrl } from '../api/appointments';
import { formatAppointment } from '../../../lib/appointment-time';

/**
 * A company's appointment of one type, for the dashboard or the SAT page: the booked one (when and where, and
 * a link to see, move or cancel it), or a "Reservar cita" link to the booking page (RedirectToSchedule); while
 * the company cannot book it yet, the step it still has to reach instead (the booking page's own answer; the
 * deed's, for an S.A.S., is its registration with the Secretaría de Economía).
 * `appointments` defaults to the company profile's `formation.appointments`.
 */
export function AppointmentCard(props: {
  company: Company;
  type: AppointmentTypeName;
  appointments?: readonly BookedAppointment[];
}) {
  const { t } = useTranslation('appointments');
  const language = useLanguage();
  const appointments = props.appointments ?? props.company.formation.appointments;
  const booked = appointments.find((appointment) => appointment.type === props.type) ?? null;
  const blocker = booked ? null : companyAppointmentBlocker(props.company, props.type);
  const url = schedulePageUrl(language, props.company.id, props.type);
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
              {...WRAPPING_BUTTON}
            >
              {t('card.manage')}
            </Button>
          </>
        ) : blocker ? (
          <Text size="sm" c="gray.7">
            {blocker === 'appointment_needs_deed'
              ? t(
                  societyTypeFormsOnline(props.company.company_type)
                    ? 'card.needs_deed_online'
                    : 'card.needs_deed',
                )
              : errorText(blocker)}
          </Text>
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
              {...WRAPPING_BUTTON}
            >
              {t('card.book')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

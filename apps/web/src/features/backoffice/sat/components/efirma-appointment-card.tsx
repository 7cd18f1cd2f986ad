import type { SatEfirmaAppointment } from '@forja/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAppointment, upperFirst } from '../../../../lib/appointment-time';
import { useLanguage } from '../../../../lib/use-language';
import { SatSection } from './sat-section';

/**
 * The company's e.firma appointment at the SAT that the founder booked through Forja: the day, the hours (in
 * the zone the founder booked in, named) and the office (the e.firma is recorded after it: the API refuses it
 * before, efirma_appointment_ahead). None booked: says so, and that an appointment booked on the SAT's own
 * portal is known by its receipt; for a company Forja represents, that the founder books none (Forja does).
 */
export function EfirmaAppointmentCard(props: { appointment: SatEfirmaAppointment | null; byForja: boolean }) {
  const { t } = useTranslation('backoffice-sat');
  const language = useLanguage();
  const { appointment } = props;
  const office = appointment?.location.trim();
  return (
    <SatSection id="sat-appointment" title={t('appointment.title')}>
      {appointment ? (
        <>
          <Text fw={600}>{upperFirst(formatAppointment(language, appointment))}</Text>
          {office && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('appointment.office', { office })}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="gray.7">
          {t(props.byForja ? 'appointment.by_forja' : 'appointment.empty')}
        </Text>
      )}
    </SatSection>
  );
}

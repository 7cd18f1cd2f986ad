import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { canRecordEfirma, societyTypeFormsOnline } from '@forja/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { satRegistrationQueryOptions, useSatActs } from './api/sat-registration';
import { AppointmentReceiptCard } from './components/appointment-receipt-card';
import { EfirmaAppointmentCard } from './components/efirma-appointment-card';
import { RfcForm } from './components/rfc-form';
import { SatSection } from './components/sat-section';

/** The longest a timer waits (about 24 days); a later moment is met by a later render. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Renders the page again just after a moment (ISO 8601) passes: the e.firma's button, disabled while the
 * appointment is ahead, is enabled when it starts without reloading the page.
 */
function useRenderAt(at: string | undefined) {
  const [, setRenders] = useState(0);
  useEffect(() => {
    if (!at) return;
    const wait = new Date(at).getTime() - Date.now();
    if (!Number.isFinite(wait) || wait < 0 || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setRenders((renders) => renders + 1), wait + 250);
    return () => clearTimeout(timer);
  }, [at]);
}

/**
 * Back office, backoffice/sat/{company_id}: the company's registration at the SAT — record its RFC and status
 * (after the deed), correct them, record the e.firma obtained (after the RFC and its appointment), the e.firma
 * appointment the founder booked, and the SAT appointment receipt (the founder's upload, or a Forja-issued
 * document).
 */
export function SatRegistrationPage() {
  const { t } = useTranslation('backoffice-sat');
  useDocumentTitle(t('title'));
  const language = useLanguage();
  const format = useBackofficeFormats();
  const companyId = Number(useParams().companyId);
  const sat = useQuery({ ...satRegistrationQueryOptions(companyId), enabled: Number.isInteger(companyId) });
  const { recordEfirma } = useSatActs(companyId);
  const [correcting, setCorrecting] = useState(false);
  useRenderAt(sat.data?.efirma_appointment?.starts_at);

  const back = (
    <Anchor component={Link} to={backofficePath(language, `companies/${companyId}`)} size="sm">
      {t('back')}
    </Anchor>
  );

  if (sat.isPending) {
    return (
      <Stack gap="lg">
        {back}
        <LoadingLine label={t('loading')} />
      </Stack>
    );
  }
  if (sat.isError) {
    return (
      <Stack gap="lg">
        {back}
        <LoadErrorAlert error={sat.error} />
      </Stack>
    );
  }
  const data = sat.data;
  // An S.A.S. has no deed: it is constituted by its registration in the Secretaría de Economía's system.
  const online = societyTypeFormsOnline(data.company_type);
  const constituted = online ? 'registration' : 'deed';
  // The rule the API applies: the e.firma is issued at the appointment, so it is not recorded before it. Where
  // the page offers the button (the RFC recorded, no e.firma yet), that is the only refusal left: the button
  // is disabled, saying why, while the booked appointment is ahead; with none booked (the representative got
  // it on an appointment booked on the SAT's portal), the API records it.
  const efirmaCheck = canRecordEfirma(
    {
      deedRecorded: data.deed_recorded_at !== null,
      rfcRecordedAt: data.rfc_recorded_at,
      efirmaObtainedAt: data.efirma_obtained_at,
    },
    {
      startsAt: data.efirma_appointment ? new Date(data.efirma_appointment.starts_at) : null,
      now: new Date(),
    },
  );
  const appointmentAhead = !efirmaCheck.ok && efirmaCheck.code === 'efirma_appointment_ahead';
  const efirmaBlockedId = 'sat-efirma-blocked';

  const obtainEfirma = async () => {
    try {
      await recordEfirma.mutateAsync();
      showSuccess(t('efirma.recorded_toast'));
    } catch (error) {
      showError(error);
    }
  };

  // The dialog closes at once; the page's button shows the recording.
  const confirmEfirma = () =>
    openConfirmDialog({
      title: t('efirma.confirm_title'),
      children: (
        <Text size="sm">{t('efirma.confirm_body', { company: data.company_name ?? data.friendly_id })}</Text>
      ),
      confirmLabel: t('efirma.confirm'),
      cancelLabel: t('cancel'),
      onConfirm: () => void obtainEfirma(),
    });

  return (
    <Stack gap="lg">
      {back}
      <div>
        <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
          {t('title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {data.company_name ?? data.friendly_id} ·{' '}
          <Text span ff="monospace">
            {data.friendly_id}
          </Text>
        </Text>
      </div>
      <Alert variant="light" color={data.stage === 'complete' ? 'teal' : 'blue'} title={t('stage.title')}>
        {t([`stage.${constituted}.${data.stage}`, `stage.${data.stage}`])}
      </Alert>

      <SatSection id="sat-rfc" title={t('rfc.title')} align="stretch">
        {data.rfc_recorded_at && data.rfc ? (
          <>
            <Text>
              <Text span ff="monospace" fw={700}>
                {data.rfc}
              </Text>{' '}
              · {t(`statuses.${data.status_federal_registration ?? 'active'}`)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('rfc.recorded_at', { date: format.dateTime(data.rfc_recorded_at) })}
            </Text>
            <Group>
              <Button variant="default" onClick={() => setCorrecting(true)}>
                {t('rfc.correct')}
              </Button>
            </Group>
          </>
        ) : data.deed_recorded_at ? (
          <RfcForm companyId={companyId} correct={false} />
        ) : (
          <Text size="sm" c="gray.7">
            {t(`rfc.needs_${constituted}`)}{' '}
            <Anchor component={Link} to={backofficePath(language, `deed/${companyId}`)}>
              {t(`rfc.go_to_${constituted}`)}
            </Anchor>
          </Text>
        )}
      </SatSection>

      <SatSection id="sat-efirma" title={t('efirma.title')}>
        {data.efirma_obtained_at ? (
          <Text>{t('efirma.obtained_at', { date: format.dateTime(data.efirma_obtained_at) })}</Text>
        ) : data.rfc_recorded_at ? (
          <>
            <Text size="sm">{t(data.efirma_by_forja ? 'efirma.intro_forja' : 'efirma.intro')}</Text>
            {appointmentAhead && (
              <Text size="sm" c="gray.7" id={efirmaBlockedId}>
                {t('efirma.appointment_ahead')}
              </Text>
            )}
            <Button
              loading={recordEfirma.isPending}
              disabled={appointmentAhead}
              aria-describedby={appointmentAhead ? efirmaBlockedId : undefined}
              onClick={confirmEfirma}
            >
              {t('efirma.record')}
            </Button>
          </>
        ) : (
          <Text size="sm" c="gray.7">
            {t('efirma.needs_rfc')}
          </Text>
        )}
      </SatSection>

      <EfirmaAppointmentCard appointment={data.efirma_appointment} byForja={data.efirma_by_forja} />
      <AppointmentReceiptCard
        companyId={companyId}
        receipt={data.appointment_receipt}
        byForja={data.efirma_by_forja}
      />

      <Modal opened={correcting} onClose={() => setCorrecting(false)} title={t('rfc.correct_title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('rfc.correct_body')}</Text>
          <RfcForm
            companyId={companyId}
            correct
            initial={{ rfc: data.rfc, status: data.status_federal_registration }}
            onDone={() => setCorrecting(false)}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}

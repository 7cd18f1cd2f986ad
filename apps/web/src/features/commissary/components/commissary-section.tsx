import { Alert, Anchor, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CommissaryAppointment } from '@forja/contracts';
import { displayPhone } from '@forja/domain';
import { IconAlertTriangle, IconInfoCircle, IconMail, IconShoppingCart } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import type { BuyOption } from '../../../lib/buy-option';
import { formatDate } from '../../../lib/format-date';
import { errorText, showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useAssignedCommissary } from '../api/get-assigned-commissary';
import { useCommissaryAppointment } from '../api/get-commissary-appointment';
import { useResendCommissaryInvitation } from '../api/resend-commissary-invitation';
import { AppointCommissaryForm } from './appoint-commissary-form';
import { CommissaryStageBadge } from './commissary-stage-badge';

type Props = {
  companyId: number;
  /** Buying Forja's commissary service: the Checkout page for extras, or why this company cannot buy it online. */
  buy: BuyOption;
  /** Reads the company again after an appointment (the founder's next step may change). */
  onChanged: () => Promise<unknown> | void;
  /** Shown only: no appointing or replacing (the reader may not change the company, or the articles are signed). */
  readOnly?: boolean;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function useDateTime() {
  const language = useLanguage();
  return (value: string) => formatDate(language, 'dayTime', value);
}

/** The Forja commissary assigned to the company: name and professional licence (cédula profesional). */
function AssignedCommissary({ companyId }: { companyId: number }) {
  const { t } = useTranslation('commissary');
  const assigned = useAssignedCommissary(companyId, true);
  if (assigned.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" c="gray.7">
          {t('section.loading')}
        </Text>
      </Group>
    );
  if (assigned.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {errorText(assigned.error instanceof ApiError ? assigned.error.codes[0] : undefined)}
      </Text>
    );
  if (!assigned.data)
    return (
      <Text size="sm" c="gray.7">
        {t('section.forja_awaiting')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Fact label={t('section.name')}>{assigned.data.name}</Fact>
      <Fact label={t('section.professional_licence')}>
        <Text component="span" ff="monospace" size="sm">
          {assigned.data.professional_licence}
        </Text>
      </Fact>
    </SimpleGrid>
  );
}

/** The appointed commissary: who, where their flow stands, the invitation and the RFC note. */
function AppointmentView({
  companyId,
  appointment,
  onReplace,
}: {
  companyId: number;
  appointment: CommissaryAppointment;
  /** Starts a replacement; none when the commissary may not be replaced here. */
  onReplace?: () => void;
}) {
  const { t } = useTranslation('commissary');
  const dateTime = useDateTime();
  const resend = useResendCommissaryInvitation(companyId);
  const outside = appointment.kind === 'outside';

  const resendInvitation = async () => {
    try {
      await resend.mutateAsync();
      showSuccess(t('section.resent_toast'));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text fw={600}>{outside ? t('section.kind_outside') : t('section.kind_forja')}</Text>
        <CommissaryStageBadge stage={appointment.stage} />
      </Group>
      <Text size="sm" c="gray.7">
        {t(`stage_help.${appointment.stage}`)}
      </Text>
      {outside ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t('section.name')}>{appointment.name ?? '—'}</Fact>
          <Fact label={t('section.email')}>{appointment.email ?? '—'}</Fact>
          <Fact label={t('section.phone')}>
            {appointment.phone ? displayPhone(appointment.phone).text : '—'}
          </Fact>
          <Fact label={t('section.rfc')}>{appointment.rfc ?? '—'}</Fact>
          <Fact label={t('section.invitation_sent_at')}>
            {appointment.invitation_sent_at ? dateTime(appointment.invitation_sent_at) : '—'}
          </Fact>
        </SimpleGrid>
      ) : appointment.stage === 'awaiting_assignment' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('section.forja_awaiting')}
          </Text>
        </Alert>
      ) : (
        <AssignedCommissary companyId={companyId} />
      )}
      {appointment.csf_rfc_mismatch && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('section.rfc_mismatch')}
          </Text>
        </Alert>
      )}
      {outside && (
        <Group gap="sm" wrap="wrap">
          {appointment.stage === 'invited' && (
            // Busy, not disabled: a disabled button drops the keyboard focus to the page.
            <Button
              variant="light"
              leftSection={
                resend.isPending ? <Loader size={16} aria-hidden /> : <IconMail size={18} aria-hidden />
              }
              aria-busy={resend.isPending}
              onClick={() => {
                if (!resend.isPending) void resendInvitation();
              }}
            >
              {t('section.resend')}
            </Button>
          )}
          {onReplace && (
            <Button variant="subtle" onClick={onReplace} id={REPLACE_BUTTON_ID}>
              {t('section.replace')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

/** The button that starts a replacement, focused again when the replacement is cancelled. */
const REPLACE_BUTTON_ID = 'commissary-replace';

/**
 * The company's commissary (comisario) on the administration page, for an S.A. de C.V. or S.A.P.I. de C.V.:
 * the current appointment, or a form to appoint an outside person, or Forja's commissary service to buy.
 * Replacing an appointed commissary asks first: their validations start over.
 */
export function CommissarySection({ companyId, buy, onChanged, readOnly = false }: Props) {
  const { t } = useTranslation('commissary');
  const { t: tWorkspace } = useTranslation('workspace');
  const appointment = useCommissaryAppointment(companyId);
  const [replacing, setReplacing] = useState(false);

  const confirmReplacing = () =>
    openConfirmDialog({
      title: t('section.replace_title'),
      children: <Text size="sm">{t('section.replace_body', { name: appointment.data?.name ?? '' })}</Text>,
      confirmLabel: t('section.replace_confirm'),
      cancelLabel: t('section.replace_cancel'),
      destructive: true,
      onConfirm: () => setReplacing(true),
    });

  const appointed = async () => {
    setReplacing(false);
    await onChanged();
  };

  let body: ReactNode;
  if (appointment.isPending) {
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="gray.7">{t('section.loading')}</Text>
      </Group>
    );
  } else if (appointment.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm" c="gray.9">
          {errorText(appointment.error instanceof ApiError ? appointment.error.codes[0] : undefined)}
        </Text>
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => void appointment.refetch()}>
          {t('section.retry')}
        </Button>
      </Alert>
    );
  } else if (appointment.data && !replacing) {
    body = (
      <AppointmentView
        companyId={companyId}
        appointment={appointment.data}
        onReplace={readOnly ? undefined : confirmReplacing}
      />
    );
  } else if (readOnly) {
    body = <Text size="sm">{t('section.none_read_only')}</Text>;
  } else {
    body = (
      <Stack gap="lg">
        <AppointCommissaryForm
          companyId={companyId}
          onAppointed={appointed}
          focusFirstField={replacing}
          onCancel={
            replacing
              ? () => {
                  setReplacing(false);
                  requestAnimationFrame(() => document.getElementById(REPLACE_BUTTON_ID)?.focus());
                }
              : undefined
          }
        />
        {!replacing && (
          <Stack gap={4} pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Text fw={600} size="sm">
              {t('section.service_title')}
            </Text>
            <Text size="sm" c="gray.7">
              {t('section.service_intro')}
            </Text>
            {buy.kind === 'link' && (
              <Group>
                <Anchor component={Link} to={buy.href} fw={600} size="sm">
                  <Group gap={6} wrap="nowrap" component="span">
                    <IconShoppingCart size={18} aria-hidden />
                    {t('section.service_link')}
                  </Group>
                </Anchor>
              </Group>
            )}
            {buy.kind === 'blocked' && (
              <Text size="sm" fw={600} c="gray.8">
                {tWorkspace(`services.blocked.${buy.reason}`)}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="commissary-title">
      <Stack gap="md">
        <div>
          <Title order={2} fz="xl" id="commissary-title">
            {t('section.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('section.intro')}
          </Text>
        </div>
        {body}
      </Stack>
    </section>
  );
}

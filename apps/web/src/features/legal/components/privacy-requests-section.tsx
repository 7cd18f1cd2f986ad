import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  CONSENT_PURPOSES,
  PRIVACY_REQUEST_REASON_MAX,
  PRIVACY_REQUEST_VALUE_MAX,
  RECTIFIABLE_FIELDS,
  type CreatePrivacyRequestBody,
  type PrivacyRequest,
  type RectifiableField,
  type UserPrivacyRequestKind,
} from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { createPrivacyRequest, myPrivacyRequestsQueryOptions } from '../api/privacy-requests';

const OTHER_PURPOSE = 'other';
const STATUS_COLORS = { open: 'yellow', resolved: 'green', rejected: 'red' } as const;

type Errors = { value?: string; purpose?: string; reason?: string };

/**
 * The account page's "Corrección u oposición" (ARCO): ask Forja to correct a personal detail or object to a
 * purpose, with the reason; the back office answers within 20 business days. Below, my requests with their
 * status, due date and the team's answer.
 */
export function PrivacyRequestsSection() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const requests = useQuery(myPrivacyRequestsQueryOptions());
  const [kind, setKind] = useState<UserPrivacyRequestKind>('rectification');
  const [field, setField] = useState<RectifiableField>('first_names');
  const [value, setValue] = useState('');
  const [purpose, setPurpose] = useState<string>(CONSENT_PURPOSES[0]);
  const [otherPurpose, setOtherPurpose] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const purposeText = purpose === OTHER_PURPOSE ? otherPurpose.trim() : purpose;
    const next: Errors = {
      value: kind === 'rectification' && !value.trim() ? t('privacy_requests.value_required') : undefined,
      purpose: kind === 'opposition' && !purposeText ? t('privacy_requests.purpose_required') : undefined,
      reason: reason.trim() ? undefined : t('privacy_requests.reason_required'),
    };
    setErrors(next);
    if (next.value || next.purpose || next.reason) return;
    const body: CreatePrivacyRequestBody =
      kind === 'rectification'
        ? { kind, reason: reason.trim(), details: { field, requested_value: value.trim() } }
        : { kind, reason: reason.trim(), details: { purpose: purposeText } };
    setBusy(true);
    try {
      const created = await createPrivacyRequest(body);
      setValue('');
      setOtherPurpose('');
      setReason('');
      showSuccess(t('privacy_requests.sent_toast', { date: formatDay(language, created.due_at) }));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="privacy-requests-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="privacy-requests-title">
          {t('privacy_requests.title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('privacy_requests.intro')}
        </Text>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm" maw={520}>
            <NativeSelect
              label={t('privacy_requests.kind_label')}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as UserPrivacyRequestKind)}
              data={[
                { value: 'rectification', label: t('privacy_requests.kinds.rectification') },
                { value: 'opposition', label: t('privacy_requests.kinds.opposition') },
              ]}
            />
            {kind === 'rectification' ? (
              <>
                <NativeSelect
                  label={t('privacy_requests.field_label')}
                  value={field}
                  onChange={(event) => setField(event.currentTarget.value as RectifiableField)}
                  data={RECTIFIABLE_FIELDS.map((option) => ({
                    value: option,
                    label: t(`privacy_requests.fields.${option}`),
                  }))}
                />
                <TextInput
                  label={t('privacy_requests.value_label')}
                  value={value}
                  maxLength={PRIVACY_REQUEST_VALUE_MAX}
                  onChange={(event) => setValue(event.currentTarget.value)}
                  error={errors.value}
                  required
                />
              </>
            ) : (
              <>
                <NativeSelect
                  label={t('privacy_requests.purpose_label')}
                  value={purpose}
                  onChange={(event) => setPurpose(event.currentTarget.value)}
                  data={[
                    ...CONSENT_PURPOSES.map((option) => ({
                      value: option,
                      label: t(`privacy_requests.purposes.${option}`),
                    })),
                    { value: OTHER_PURPOSE, label: t('privacy_requests.purposes.other') },
                  ]}
                />
                {purpose === OTHER_PURPOSE && (
                  <TextInput
                    label={t('privacy_requests.other_purpose_label')}
                    value={otherPurpose}
                    maxLength={PRIVACY_REQUEST_VALUE_MAX}
                    onChange={(event) => setOtherPurpose(event.currentTarget.value)}
                    error={errors.purpose}
                    required
                  />
                )}
              </>
            )}
            <Textarea
              label={t('privacy_requests.reason_label')}
              description={t('privacy_requests.reason_hint', { max: PRIVACY_REQUEST_REASON_MAX })}
              value={reason}
              maxLength={PRIVACY_REQUEST_REASON_MAX}
              rows={3}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={errors.reason}
              required
            />
            <Group>
              <Button type="submit" loading={busy}>
                {t('privacy_requests.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
        <Title order={3} fz="md">
          {t('privacy_requests.list_title')}
        </Title>
        {requests.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text fz="sm" c="gray.7">
              {t('privacy_requests.loading')}
            </Text>
          </Group>
        ) : requests.isError ? (
          <Group gap="sm">
            <Text fz="sm" c="red.8">
              {t('privacy_requests.load_failed')}
            </Text>
            <Button size="xs" variant="light" onClick={() => void requests.refetch()}>
              {t('privacy_requests.retry')}
            </Button>
          </Group>
        ) : requests.data.length === 0 ? (
          <Text fz="sm" c="gray.7">
            {t('privacy_requests.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {requests.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function RequestRow({ request }: { request: PrivacyRequest }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const { field, requested_value, purpose } = request.details;
  const subject =
    request.kind === 'rectification' && field
      ? t('privacy_requests.about_field', {
          field: t(`privacy_requests.fields.${field}`, { defaultValue: field }),
          value: requested_value ?? '',
        })
      : request.kind === 'opposition' && purpose
        ? t('privacy_requests.about_purpose', {
            purpose: t(`privacy_requests.purposes.${purpose}`, { defaultValue: purpose }),
          })
        : '';
  return (
    <Card component="li" withBorder radius="md" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{t(`privacy_requests.kinds.${request.kind}`)}</Text>
          <Badge color={STATUS_COLORS[request.status]} variant="light">
            {t(`privacy_requests.statuses.${request.status}`)}
          </Badge>
        </Group>
        {subject && <Text fz="sm">{subject}</Text>}
        <Text fz="sm" c="gray.7">
          {t('privacy_requests.dates', {
            created: formatDay(language, request.created_at),
            due: formatDay(language, request.due_at),
          })}
        </Text>
        {request.resolution_note && (
          <Text fz="sm">
            <Text span fw={600}>
              {t('privacy_requests.answer')}:{' '}
            </Text>
            {request.resolution_note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

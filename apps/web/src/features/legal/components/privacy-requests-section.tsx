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
  createPrivacyRequestBodySchema,
  rectifiableFieldSchema,
  userPrivacyRequestKindSchema,
  type PrivacyRequest,
} from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { formatDay } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { createPrivacyRequest, myPrivacyRequestsQueryOptions } from '../api/privacy-requests';

const OTHER_PURPOSE = 'other';
const STATUS_COLORS = { open: 'yellow', resolved: 'green', rejected: 'red' } as const;

/**
 * The form holds both kinds' details at once (switching kind keeps what was typed) and the purpose chosen from
 * the list; what it sends is the chosen kind's body, checked by `POST privacy/me/requests`' own schema.
 */
const privacyRequestFormSchema = z
  .object({
    kind: userPrivacyRequestKindSchema,
    reason: z.string(),
    details: z.object({ field: rectifiableFieldSchema, requested_value: z.string(), purpose: z.string() }),
    /** One of CONSENT_PURPOSES, or OTHER_PURPOSE for `details.purpose` as typed. */
    purpose_choice: z.string(),
  })
  .transform(({ kind, reason, details, purpose_choice }) =>
    kind === 'rectification'
      ? { kind, reason, details: { field: details.field, requested_value: details.requested_value } }
      : {
          kind,
          reason,
          details: { purpose: purpose_choice === OTHER_PURPOSE ? details.purpose : purpose_choice },
        },
  )
  .pipe(createPrivacyRequestBodySchema);
type PrivacyRequestValues = z.input<typeof privacyRequestFormSchema>;
const PRIVACY_REQUEST_ERROR_TEXTS = {
  reason: { required: 'legal:privacy_requests.reason_required' },
  'details.requested_value': { required: 'legal:privacy_requests.value_required' },
  'details.purpose': { required: 'legal:privacy_requests.purpose_required' },
};

/**
 * The account page's "Corrección u oposición" (ARCO): ask Forja to correct a personal detail or object to a
 * purpose, with the reason; the back office answers within 20 business days. Below, my requests with their
 * status, due date and the team's answer.
 */
export function PrivacyRequestsSection() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const requests = useQuery(myPrivacyRequestsQueryOptions());
  const form = useForm<PrivacyRequestValues, unknown, z.output<typeof privacyRequestFormSchema>>({
    resolver: contractResolver(privacyRequestFormSchema),
    defaultValues: {
      kind: 'rectification',
      reason: '',
      details: { field: 'first_names', requested_value: '', purpose: '' },
      purpose_choice: CONSENT_PURPOSES[0],
    },
  });
  const errorText = useFieldErrorText(form.formState.errors, PRIVACY_REQUEST_ERROR_TEXTS);
  const [kind, purposeChoice] = useWatch({ control: form.control, name: ['kind', 'purpose_choice'] });

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await createPrivacyRequest(body);
      // Ready for another request: the kind, field and purpose stay as chosen.
      const typed = form.getValues();
      form.reset({ ...typed, reason: '', details: { ...typed.details, requested_value: '', purpose: '' } });
      showSuccess(t('privacy_requests.sent_toast', { date: formatDay(language, created.due_at) }));
    } catch (error) {
      showError(error);
    }
  });

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
              {...form.register('kind')}
              data={[
                { value: 'rectification', label: t('privacy_requests.kinds.rectification') },
                { value: 'opposition', label: t('privacy_requests.kinds.opposition') },
              ]}
            />
            {kind === 'rectification' ? (
              <>
                <NativeSelect
                  label={t('privacy_requests.field_label')}
                  {...form.register('details.field')}
                  data={RECTIFIABLE_FIELDS.map((option) => ({
                    value: option,
                    label: t(`privacy_requests.fields.${option}`),
                  }))}
                />
                <TextInput
                  label={t('privacy_requests.value_label')}
                  {...form.register('details.requested_value')}
                  maxLength={PRIVACY_REQUEST_VALUE_MAX}
                  error={errorText('details.requested_value')}
                  required
                />
              </>
            ) : (
              <>
                <NativeSelect
                  label={t('privacy_requests.purpose_label')}
                  {...form.register('purpose_choice')}
                  data={[
                    ...CONSENT_PURPOSES.map((option) => ({
                      value: option,
                      label: t(`privacy_requests.purposes.${option}`),
                    })),
                    { value: OTHER_PURPOSE, label: t('privacy_requests.purposes.other') },
                  ]}
                />
                {purposeChoice === OTHER_PURPOSE && (
                  <TextInput
                    label={t('privacy_requests.other_purpose_label')}
                    {...form.register('details.purpose')}
                    maxLength={PRIVACY_REQUEST_VALUE_MAX}
                    error={errorText('details.purpose')}
                    required
                  />
                )}
              </>
            )}
            <Textarea
              label={t('privacy_requests.reason_label')}
              description={t('privacy_requests.reason_hint', { max: PRIVACY_REQUEST_REASON_MAX })}
              {...form.register('reason')}
              maxLength={PRIVACY_REQUEST_REASON_MAX}
              rows={3}
              error={errorText('reason')}
              required
            />
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
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

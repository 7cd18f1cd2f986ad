import { faqsSheetBodySchema, type Company, type User } from '@forja/contracts';
import {
  CHAT_MAX_CHARS,
  normalizeChatInput,
  requestCategoryIcon,
  requestStatusLabel,
  type Language,
} from '@forja/domain';
import { Badge, Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconReload, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createSupportRequest } from '../api/create-support-request';
import { supportRequestsQueryOptions } from '../api/get-support-requests';
import { supportQueryKeys } from '../api/support-query-keys';
import { formatRequestDate, SupportRequestThread } from './support-requests-thread';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { queryClient } from '../../../lib/query-client';

/** The support category the back office's queue files these requests under (Contabilidad). */
const ACCOUNTING = 'accounting';
const SERVICE_SUBCATEGORY = 'service';

/** The message is what the user writes; the rest of `POST /ai/faqs/sheet`'s body comes from the company and user. */
const accountingRequestFormSchema = faqsSheetBodySchema.pick({ message: true });
type AccountingRequestValues = { message: string };

/**
 * The request thread with the accountant service: the user's support requests in the Accounting category
 * (the back office's support queue answers them, by e-mail and in the help widget too), each with its
 * conversation, and a box to write a new one.
 */
export function AccountingRequests(props: { user: User; company: Company; language: Language }) {
  const { t } = useTranslation('accountant');
  const { t: ts } = useTranslation('support');
  const { user, company } = props;
  const [open, setOpen] = useState<number | null>(null);
  const fieldId = useId();
  const requests = useQuery(supportRequestsQueryOptions(user.id, company.id));
  const form = useForm<AccountingRequestValues>({
    resolver: contractResolver(accountingRequestFormSchema),
    defaultValues: { message: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors);
  const { message, length } = normalizeChatInput(useWatch({ control: form.control, name: 'message' }));

  const send = useMutation({
    mutationFn: (body: string) =>
      createSupportRequest({
        message: body,
        company: company.legal_name ?? company.name ?? null,
        user_name: user.full_name ?? user.first_names ?? null,
        user_phone: user.phone,
        company_id: company.id,
        user_email: user.email,
        user_id: user.id,
        friendly_id: company.friendly_id ?? null,
        category: ACCOUNTING,
        subcategory: SERVICE_SUBCATEGORY,
        conversation: [],
      }),
    onSuccess: async () => {
      form.reset({ message: '' });
      showSuccess(t('requests.sent'));
      await queryClient.invalidateQueries({ queryKey: supportQueryKeys.requests(user.id, company.id) });
    },
    onError: (error) => showError(error),
  });

  const submit = form.handleSubmit((body) => {
    if (!send.isPending) send.mutate(body.message);
  });

  const accounting = (requests.data ?? []).filter(
    (request) => requestCategoryIcon(request.main_category) === ACCOUNTING,
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="accounting-requests">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="accounting-requests">
            {t('requests.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('requests.intro')}
          </Text>
        </div>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <Controller
              control={form.control}
              name="message"
              render={({ field }) => (
                <Textarea
                  id={fieldId}
                  label={t('requests.label')}
                  placeholder={t('requests.placeholder')}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={(event) => field.onChange(normalizeChatInput(event.currentTarget.value).text)}
                  error={errorText('message')}
                  rows={4}
                  description={`${length} / ${CHAT_MAX_CHARS}`}
                />
              )}
            />
            <Button
              type="submit"
              leftSection={<IconSend size={18} aria-hidden />}
              loading={send.isPending}
              disabled={message === null}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('requests.send')}
            </Button>
          </Stack>
        </form>
        {requests.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="gray.7">
              {t('requests.loading')}
            </Text>
          </Group>
        ) : requests.isError ? (
          <Group gap="sm">
            <Text size="sm">{t('requests.error')}</Text>
            <Button
              variant="light"
              leftSection={<IconReload size={18} aria-hidden />}
              onClick={() => void requests.refetch()}
            >
              {t('retry')}
            </Button>
          </Group>
        ) : accounting.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('requests.empty')}
          </Text>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            aria-label={t('requests.list')}
            style={{ listStyle: 'none' }}
          >
            {accounting.map((request) => (
              <Card key={request.id} component="li" withBorder radius="md" padding="sm">
                <Stack gap="xs">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {request.message}
                    </Text>
                    <Badge variant="light" style={{ flexShrink: 0 }}>
                      {ts(`requests.status.${requestStatusLabel(request.status)}`)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="gray.7">
                    {formatRequestDate(request.date, props.language)}
                  </Text>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    style={{ alignSelf: 'flex-start' }}
                    aria-expanded={open === request.id}
                    onClick={() => setOpen(open === request.id ? null : request.id)}
                  >
                    {open === request.id ? t('requests.close') : t('requests.open')}
                  </Button>
                  {open === request.id && (
                    <SupportRequestThread
                      request={request}
                      userId={user.id}
                      companyId={company.id}
                      language={props.language}
                    />
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

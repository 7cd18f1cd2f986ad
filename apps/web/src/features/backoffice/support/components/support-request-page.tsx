import {
  SUPPORT_THREAD_MESSAGE_MAX_CHARS,
  replySupportRequestBodySchema,
  type SupportRequestDetail,
  type SupportRequestStage,
  type SupportRequestStatus,
} from '@forja/contracts';
import { displayPhone, parseLanguage } from '@forja/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { formatDate } from '../../../../lib/format-date';
import { showError, showSuccess } from '../../../../lib/notify';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLanguage } from '../../../../lib/use-language';
import { backofficePath } from '../../navigation';
import {
  supportRequestQueryOptions,
  useMoveSupportRequest,
  useReplySupportRequest,
} from '../api/support-requests';
import { LoadErrorAlert, LoadingLine } from '../../components/query-states';
import { StageBadge } from './support-queue-page';

/** The one move offered from each stage: take a new request, resolve it, or reopen it. */
const NEXT_MOVE: Record<SupportRequestStage, { to: SupportRequestStatus; label: string }> = {
  pending: { to: 'En proceso', label: 'request.take' },
  in_progress: { to: 'Resuelto', label: 'request.resolve' },
  resolved: { to: 'En proceso', label: 'request.reopen' },
};

const characters = (text: string) => Array.from(text.trim()).length;

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', gap: '4px 12px' }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="gray.7">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function Message(props: { author: string; date?: string; mine: boolean; children: string }) {
  return (
    <Box
      component="li"
      maw="90%"
      px="sm"
      py={8}
      bg={props.mine ? 'forja.0' : 'gray.1'}
      style={{
        alignSelf: props.mine ? 'flex-end' : 'flex-start',
        borderRadius: props.mine ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
      }}
    >
      <Text size="xs" fw={600} c="gray.8">
        {props.author}
        {props.date && ` · ${props.date}`}
      </Text>
      <Text size="sm" c="gray.9" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </Box>
  );
}

function ReplyForm({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation('backoffice-support');
  const reply = useReplySupportRequest(request.id);
  const form = useForm<
    z.input<typeof replySupportRequestBodySchema>,
    unknown,
    z.output<typeof replySupportRequestBodySchema>
  >({
    resolver: contractResolver(replySupportRequestBodySchema),
    defaultValues: { body: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors);
  const counterId = useId();
  const length = characters(useWatch({ control: form.control, name: 'body' }));
  const over = length > SUPPORT_THREAD_MESSAGE_MAX_CHARS;
  const email = request.user.email ?? t('request.no_value');

  const submit = form.handleSubmit(async ({ body }) => {
    try {
      await reply.mutateAsync(body);
      form.reset();
      showSuccess(t('request.sent'));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={6}>
        <Textarea
          label={t('request.reply_label')}
          description={t(request.stage === 'pending' ? 'request.reply_help_pending' : 'request.reply_help', {
            email,
          })}
          {...form.register('body')}
          rows={5}
          error={
            over ? t('request.counter', { length, max: SUPPORT_THREAD_MESSAGE_MAX_CHARS }) : errorText('body')
          }
          aria-describedby={over ? undefined : counterId}
        />
        {!over && length > 0 && (
          <Text id={counterId} size="xs" c="gray.7">
            {t('request.counter', { length, max: SUPPORT_THREAD_MESSAGE_MAX_CHARS })}
          </Text>
        )}
        <Button
          type="submit"
          h={44}
          leftSection={<IconSend size={18} aria-hidden />}
          loading={form.formState.isSubmitting}
          disabled={length === 0 || over}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('request.send')}
        </Button>
      </Stack>
    </form>
  );
}

function StatusActions({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation('backoffice-support');
  const move = useMoveSupportRequest(request.id);
  const next = NEXT_MOVE[request.stage];
  return (
    <Group gap="sm" align="center">
      <StageBadge stage={request.stage} />
      <Button
        variant="light"
        h={44}
        loading={move.isPending}
        onClick={() =>
          move.mutate(
            { from: request.status, to: next.to },
            {
              onSuccess: (moved) => showSuccess(t('request.moved', { status: t(`stage.${moved.stage}`) })),
              onError: (error) => showError(error),
            },
          )
        }
      >
        {t(next.label)}
      </Button>
    </Group>
  );
}

/**
 * One support request: what was asked, the company and the person (with how to reach them), the chat with
 * the assistant that led to it, the thread with the user, a reply box and the status move.
 */
export function SupportRequestPage() {
  const { t } = useTranslation('backoffice-support');
  const language = useLanguage();
  const params = useParams();
  const id = Number(params.requestId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const request = useQuery({ ...supportRequestQueryOptions(id), enabled: valid });
  useDocumentTitle(t('request.title', { id: valid ? id : '' }));
  const format = (date: string) => formatDate(language, 'dayTime', date);

  const back = (
    <Anchor
      component={Link}
      to={backofficePath(language, 'support')}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}
    >
      <IconArrowLeft size={16} aria-hidden />
      {t('request.back')}
    </Anchor>
  );

  const missing =
    !valid || (request.error instanceof ApiError && request.error.status === 404 && request.isError);
  if (missing) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Alert color="gray" role="alert">
          {t('request.not_found')}
        </Alert>
      </Stack>
    );
  }
  if (request.isPending) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <LoadingLine label={t('backoffice:loading')} />
      </Stack>
    );
  }
  if (request.isError) {
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <LoadErrorAlert error={request.error} />
      </Stack>
    );
  }

  const detail = request.data;
  const userLanguage = parseLanguage(detail.user.language);
  return (
    <Stack gap="lg">
      {back}
      <Stack gap={4}>
        <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
          {detail.request_type}
        </Title>
        <Text c="gray.7" size="sm">
          {`${t(`categories.${detail.category_key}`, { defaultValue: detail.main_category })} · ${t('request.title', { id: detail.id })} · ${t('request.received', { date: format(detail.created_at) })}`}
        </Text>
      </Stack>

      <Card withBorder radius="lg" p="md" component="section" aria-label={t('request.status_title')}>
        <StatusActions request={detail} />
      </Card>

      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="support-request-asked">
        <Title order={2} fz="lg" id="support-request-asked" mb="xs">
          {t('request.asked')}
        </Title>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{detail.message}</Text>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="lg" p="md" component="section" aria-labelledby="support-request-company">
          <Title order={2} fz="lg" id="support-request-company" mb="xs">
            {t('request.company')}
          </Title>
          <Facts
            rows={[
              [t('request.name'), detail.company.name ?? t('request.no_value')],
              [t('request.friendly_id'), detail.company.friendly_id ?? t('request.no_value')],
              [t('request.company_id'), String(detail.company.id)],
            ]}
          />
        </Card>
        <Card withBorder radius="lg" p="md" component="section" aria-labelledby="support-request-user">
          <Title order={2} fz="lg" id="support-request-user" mb="xs">
            {t('request.user')}
          </Title>
          <Facts
            rows={[
              [t('request.name'), detail.user.name || t('request.no_value')],
              [
                t('request.email'),
                detail.user.email ? (
                  <Anchor href={`mailto:${detail.user.email}`} size="sm">
                    {detail.user.email}
                  </Anchor>
                ) : (
                  t('request.no_value')
                ),
              ],
              [
                t('request.phone'),
                detail.user.phone ? (
                  <Anchor href={displayPhone(detail.user.phone).tel} size="sm">
                    {displayPhone(detail.user.phone).text}
                  </Anchor>
                ) : (
                  t('request.no_value')
                ),
              ],
              [t('request.language'), userLanguage ? t(`languages.${userLanguage}`) : t('request.no_value')],
            ]}
          />
        </Card>
      </SimpleGrid>

      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="support-request-chat">
        <Title order={2} fz="lg" id="support-request-chat" mb="xs">
          {t('request.conversation')}
        </Title>
        {detail.conversation_before_issue && detail.conversation_before_issue.length > 0 ? (
          <Stack
            component="ol"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('request.conversation')}
          >
            {detail.conversation_before_issue.map((message, index) => (
              <Message
                key={index}
                mine={message.owner === 'user'}
                author={
                  message.owner === 'bot' ? t('request.assistant') : detail.user.name || t('request.user')
                }
              >
                {message.message}
              </Message>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="gray.7">
            {t('request.no_conversation')}
          </Text>
        )}
      </Card>

      <Card withBorder radius="lg" p="md" component="section" aria-labelledby="support-request-thread">
        <Title order={2} fz="lg" id="support-request-thread" mb="xs">
          {t('request.thread')}
        </Title>
        <Stack gap="md">
          {detail.thread.length > 0 ? (
            <Stack
              component="ol"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('request.thread')}
            >
              {detail.thread.map((message) => (
                <Message
                  key={message.id}
                  mine={message.author_kind === 'operator'}
                  date={format(message.created_at)}
                  author={
                    message.author_kind === 'operator'
                      ? [t('request.team'), message.author_name].filter(Boolean).join(' · ')
                      : message.author_name || detail.user.name || t('request.user')
                  }
                >
                  {message.body}
                </Message>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="gray.7">
              {t('request.thread_empty')}
            </Text>
          )}
          <ReplyForm request={detail} />
        </Stack>
      </Card>
    </Stack>
  );
}

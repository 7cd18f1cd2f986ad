import {
  faqsRequestAnswerBodySchema,
  type FaqsRequestAnswerBody,
  type SupportRequest,
  type SupportThreadMessage,
} from '@forja/contracts';
import { CHAT_MAX_CHARS, normalizeChatInput, requestStatusLabel, type Language } from '@forja/domain';
import { Box, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { formatDate } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { useAnswerSupportRequest } from '../api/answer-support-request';

/** A date and time as the widget shows them: `22/11/2026, 6:00 a.m.` in Spanish, Mexico City time. */
export function formatRequestDate(date: string, language: Language): string {
  return formatDate(language, 'dayTime', date);
}

function ThreadMessage(props: { message: SupportThreadMessage; language: Language }) {
  const { t } = useTranslation('support');
  const { message } = props;
  const team = message.author_kind === 'operator';
  return (
    <Box
      component="li"
      data-author={message.author_kind}
      maw="90%"
      px="sm"
      py={8}
      bg={team ? 'gray.1' : 'forja.0'}
      style={{
        alignSelf: team ? 'flex-start' : 'flex-end',
        borderRadius: team ? '16px 16px 16px 4px' : '16px 16px 4px 16px',
      }}
    >
      <Text fz="xs" c="gray.8" fw={600}>
        {team ? t('requests.thread.team') : t('chat.you')}
        {' · '}
        <Text component="time" inherit fw={400} dateTime={message.created_at}>
          {formatRequestDate(message.created_at, props.language)}
        </Text>
      </Text>
      <Text fz="sm" c="gray.9" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.body}
      </Text>
    </Box>
  );
}

/**
 * What was written after the request was made: replies of Forja's team (never an operator's name) and the
 * user's answers, oldest first, with a box to answer. An answer to a completed request reopens it.
 */
export function SupportRequestThread(props: {
  request: SupportRequest;
  userId: number;
  companyId: number;
  language: Language;
}) {
  const { t } = useTranslation('support');
  const { request } = props;
  const answer = useAnswerSupportRequest(props.userId, props.companyId);
  const form = useForm<FaqsRequestAnswerBody>({
    resolver: contractResolver(faqsRequestAnswerBodySchema),
    defaultValues: { message: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors);
  const titleId = useId();
  const counterId = useId();
  const { length, message } = normalizeChatInput(useWatch({ control: form.control, name: 'message' }));
  const atLimit = length >= CHAT_MAX_CHARS;
  const completed = requestStatusLabel(request.status) === 'completed';

  const submit = form.handleSubmit((body) => {
    if (answer.isPending) return;
    answer.mutate(
      { requestId: request.id, message: body.message },
      {
        onSuccess: () => {
          form.reset({ message: '' });
          showSuccess(t('requests.thread.sent'));
        },
        onError: (error) => showError(error),
      },
    );
  });

  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={4} fz="sm" id={titleId}>
        {t('requests.thread.title')}
      </Title>
      {request.thread.length > 0 ? (
        <Stack
          component="ol"
          gap="xs"
          m={0}
          p={0}
          aria-label={t('requests.thread.title')}
          style={{ listStyle: 'none' }}
        >
          {request.thread.map((entry) => (
            <ThreadMessage key={entry.id} message={entry} language={props.language} />
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="gray.7">
          {t('requests.thread.empty')}
        </Text>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap={6}>
          <Controller
            control={form.control}
            name="message"
            render={({ field }) => (
              <Textarea
                label={t('requests.thread.reply_label')}
                description={completed ? t('requests.thread.reopen_hint') : undefined}
                placeholder={t('requests.thread.reply_placeholder')}
                aria-describedby={atLimit ? counterId : undefined}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value}
                onChange={(event) => field.onChange(normalizeChatInput(event.currentTarget.value).text)}
                error={errorText('message')}
                rows={3}
              />
            )}
          />
          {atLimit && (
            <Text id={counterId} role="status" fz="xs" c="red.9">
              {t('chat.counter', { length, max: CHAT_MAX_CHARS })}
            </Text>
          )}
          <Button
            type="submit"
            h={44}
            leftSection={<IconSend size={18} aria-hidden />}
            loading={answer.isPending}
            disabled={message === null}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('requests.thread.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

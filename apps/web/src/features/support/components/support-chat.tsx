import type { FaqCategory } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { Box, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp, IconMessagePlus, IconReload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { faqsCategoriesQueryOptions } from '../api/get-faqs-categories';
import type { ChatPhase, SupportChat as SupportChatModel } from '../use-support-chat';
import { ChatBubble } from './chat-bubble';
import { CompanyProgressCard } from './company-progress-card';
import { ChatInput } from './chat-input';
import { TypingIndicator } from './typing-indicator';

/** Choice buttons wrap their label and keep a 44 px tap target. */
const CHOICE_STYLES = {
  root: { height: 'auto', minHeight: 44, paddingBlock: 8 },
  label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 },
} as const;

const PLACEHOLDER_KEYS: Record<ChatPhase, string> = {
  topic: 'chat.placeholder_choose_topic',
  subtopic: 'chat.placeholder_choose_subtopic',
  question: 'chat.placeholder',
  request: 'chat.placeholder_request',
  submitted: 'chat.placeholder_sent',
};

/** The Conversation tab: greeting, topic and subtopic buttons, the messages, and the input. */
export function SupportChat({ chat, language }: { chat: SupportChatModel; language: Language }) {
  const { t } = useTranslation('support');
  const { state, assistant } = chat;
  const categories = useQuery(faqsCategoriesQueryOptions(language));
  const logRef = useRef<HTMLDivElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  // Set by the user's actions: once the chat settles, focus goes where they can go on.
  const moveFocus = useRef(false);

  // Spec section 8: a failed topic load shows the bot's error message (below) and an error toast, once per
  // failure (effects run again when a hidden tab shows).
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!categories.error || toasted.current === categories.error) return;
    toasted.current = categories.error;
    showError(categories.error);
  }, [categories.error]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.loading, state.phase, categories.status]);

  useEffect(() => {
    if (!moveFocus.current || state.loading) return;
    moveFocus.current = false;
    if (state.phase === 'question' || state.phase === 'request') inputRef.current?.focus();
    else (choicesRef.current?.querySelector('button') ?? logRef.current)?.focus();
  }, [state.phase, state.loading, state.messages.length]);

  const keepFocusWhile = (action: () => void) => {
    // The pressed button is about to disappear: keep focus in the chat until the next control is there.
    logRef.current?.focus();
    moveFocus.current = true;
    action();
  };

  const topicsFailed = state.phase === 'topic' && categories.isError;
  const lastBot = state.messages.findLast((message) => message.owner === 'bot');
  const announcement = topicsFailed
    ? { key: 'topics-error', text: t('bot.error') }
    : lastBot && { key: String(lastBot.id), text: lastBot.text };
  const hasStarted = state.category !== null || state.messages.length > 0;

  return (
    <Stack gap={0} h="100%">
      <Box
        component="section"
        ref={logRef}
        // Focusable so keyboard users can scroll the conversation.
        tabIndex={0}
        aria-label={t('chat.messages_label', { assistant })}
        p="sm"
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        <Stack gap="xs">
          <ChatBubble owner="bot" author={assistant}>
            {chat.greeting}
          </ChatBubble>
          {state.messages.map((message) => (
            <Fragment key={message.id}>
              <ChatBubble
                owner={message.owner}
                author={message.owner === 'bot' ? assistant : t('chat.you')}
                error={message.error}
              >
                {message.text}
              </ChatBubble>
              {message.progress && <CompanyProgressCard progress={message.progress} />}
            </Fragment>
          ))}

          {state.phase === 'topic' && !state.loading && categories.isPending && (
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text fz="sm" c="gray.7">
                {t('chat.loading_topics')}
              </Text>
            </Group>
          )}
          {topicsFailed && (
            <>
              <ChatBubble owner="bot" author={assistant} error>
                {t('bot.error')}
              </ChatBubble>
              <Button
                variant="subtle"
                h={44}
                leftSection={<IconReload size={18} aria-hidden />}
                onClick={() => keepFocusWhile(() => void categories.refetch())}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('chat.retry')}
              </Button>
            </>
          )}
          {state.phase === 'topic' && !state.loading && categories.data && (
            <Stack ref={choicesRef} role="group" aria-label={t('chat.topics_label')} gap={6}>
              {categories.data.map((category: FaqCategory) => (
                <Button
                  key={category.key}
                  variant="outline"
                  styles={CHOICE_STYLES}
                  justify="flex-start"
                  onClick={() => keepFocusWhile(() => chat.pickTopic(category))}
                >
                  {category.name}
                </Button>
              ))}
            </Stack>
          )}
          {state.phase === 'subtopic' && (
            <Stack
              ref={choicesRef}
              role="group"
              aria-label={t('chat.subtopics_label', { topic: state.category?.name ?? '' })}
              gap={6}
            >
              {state.subcategories.map((subcategory) => (
                <Button
                  key={subcategory.key}
                  variant="outline"
                  styles={CHOICE_STYLES}
                  justify="flex-start"
                  onClick={() => keepFocusWhile(() => chat.pickSubtopic(subcategory))}
                >
                  {subcategory.name}
                </Button>
              ))}
            </Stack>
          )}
          {state.loading && <TypingIndicator label={t('chat.typing', { assistant })} />}
          {state.offerRequest && state.phase === 'question' && !state.loading && (
            <Button
              leftSection={<IconMessagePlus size={18} aria-hidden />}
              h={44}
              onClick={() => keepFocusWhile(chat.startRequest)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('chat.create_request')}
            </Button>
          )}
        </Stack>
      </Box>

      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="support-announcer">
        {announcement && <span key={announcement.key}>{announcement.text}</span>}
      </VisuallyHidden>

      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {hasStarted && (
          <Button
            variant="subtle"
            h={44}
            px="xs"
            mb={4}
            leftSection={<IconArrowBackUp size={18} aria-hidden />}
            onClick={() =>
              keepFocusWhile(() => {
                chat.reset();
                if (categories.isError) void categories.refetch();
              })
            }
          >
            {t('chat.another_topic')}
          </Button>
        )}
        <ChatInput
          ref={inputRef}
          value={state.draft}
          onChange={chat.setDraft}
          onSend={(text) => {
            moveFocus.current = true;
            chat.send(text);
          }}
          disabled={!chat.canType}
          placeholder={t(PLACEHOLDER_KEYS[state.phase])}
        />
      </Box>
    </Stack>
  );
}

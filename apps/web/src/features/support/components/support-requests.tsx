import type { SupportRequest } from '@forja/contracts';
import { relativeTime, requestStatusLabel, type Language } from '@forja/domain';
import {
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconMessageCircle, IconReload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { supportRequestsQueryOptions } from '../api/get-support-requests';
import { ChatBubble } from './chat-bubble';
import { RequestCategoryIconView } from './request-category-icon';
import { formatRequestDate, SupportRequestThread } from './support-requests-thread';

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('support');
  const label = requestStatusLabel(status);
  return (
    <Badge
      variant="light"
      color={label === 'in_process' ? 'orange' : 'forja'}
      c={label === 'in_process' ? 'dark.7' : 'forja.8'}
      style={{ flexShrink: 0 }}
    >
      {t(`requests.status.${label}`)}
    </Badge>
  );
}

/** "Hace 5 minutos", "Ayer", "Hace 3 días" from the domain's relativeTime (spec section 9). */
function useRelativeTime() {
  const { t } = useTranslation('support');
  return (date: string, now: number) => {
    const ago = relativeTime(date, now);
    if (!ago) return '';
    return ago.unit === 'day'
      ? t('requests.relative.day')
      : t(`requests.relative.${ago.unit}`, { count: ago.value });
  };
}

/** The Requests tab: the user's support requests for this company, and one request's detail. */
export function SupportRequests(props: {
  userId: number;
  companyId: number;
  language: Language;
  assistant: string;
  onGoToChat: () => void;
}) {
  const { t } = useTranslation('support');
  const requests = useQuery(supportRequestsQueryOptions(props.userId, props.companyId));
  const [openId, setOpenId] = useState<number | null>(null);
  const formatRelative = useRelativeTime();
  const itemRefs = useRef(new Map<number, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The request to focus again on returning to the list.
  const returnTo = useRef<number | null>(null);

  // Spec section 8: a failure loading requests shows the error toast, once per failure.
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (!requests.error || toasted.current === requests.error) return;
    toasted.current = requests.error;
    showError(requests.error);
  }, [requests.error]);

  useEffect(() => {
    if (openId !== null) {
      headingRef.current?.focus();
    } else if (returnTo.current !== null) {
      itemRefs.current.get(returnTo.current)?.focus();
      returnTo.current = null;
    }
  }, [openId]);

  if (requests.isPending) {
    return (
      <Group gap="xs" p="md" role="status">
        <Loader size="xs" aria-hidden />
        <Text fz="sm" c="gray.7">
          {t('requests.loading')}
        </Text>
      </Group>
    );
  }

  if (requests.isError) {
    return (
      <Stack p="md" gap="sm" align="flex-start">
        <Text fz="sm">{t('requests.error')}</Text>
        <Button
          variant="light"
          h={44}
          leftSection={<IconReload size={18} aria-hidden />}
          onClick={() => void requests.refetch()}
        >
          {t('requests.retry')}
        </Button>
      </Stack>
    );
  }

  const now = requests.dataUpdatedAt;
  const opened = openId === null ? undefined : requests.data.find((request) => request.id === openId);

  if (opened) {
    return (
      <RequestDetail
        request={opened}
        userId={props.userId}
        companyId={props.companyId}
        language={props.language}
        assistant={props.assistant}
        relative={formatRelative(opened.date, now)}
        headingRef={headingRef}
        onBack={() => {
          returnTo.current = opened.id;
          setOpenId(null);
        }}
      />
    );
  }

  if (requests.data.length === 0) {
    return (
      <Stack p="md" gap="sm" align="center" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconMessageCircle size={26} />
        </ThemeIcon>
        <Text fz="sm" c="gray.8" maw={320}>
          {t('requests.empty', { assistant: props.assistant })}
        </Text>
        <Button variant="light" h={44} onClick={props.onGoToChat}>
          {t('requests.go_to_chat')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="ul" aria-label={t('requests.list_label')} p="sm" m={0} style={{ listStyle: 'none' }}>
      {requests.data.map((request) => (
        <Box component="li" key={request.id} mb="xs">
          <UnstyledButton
            ref={(element: HTMLButtonElement | null) => {
              if (element) itemRefs.current.set(request.id, element);
              else itemRefs.current.delete(request.id);
            }}
            onClick={() => setOpenId(request.id)}
            w="100%"
            p="sm"
            mih={44}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon variant="light" radius="xl" size={36} style={{ flexShrink: 0 }}>
                <RequestCategoryIconView category={request.main_category} />
              </ThemeIcon>
              <Box style={{ flex: 1, minWidth: 0 }}>
                {/* What the user asked, then the topic it was asked in. */}
                <Text fw={600} fz="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {request.message.trim() || request.request_type}
                </Text>
                <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {`${request.request_type} · ${formatRelative(request.date, now)}`}
                  {request.thread.at(-1)?.author_kind === 'operator' && ` · ${t('requests.thread.replied')}`}
                </Text>
              </Box>
              <StatusBadge status={request.status} />
            </Group>
          </UnstyledButton>
        </Box>
      ))}
    </Box>
  );
}

function RequestDetail({
  headingRef,
  ...props
}: {
  request: SupportRequest;
  userId: number;
  companyId: number;
  language: Language;
  assistant: string;
  relative: string;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}) {
  const { t } = useTranslation('support');
  const { request } = props;
  const date = formatRequestDate(request.date, props.language);

  return (
    <Stack p="sm" gap="sm">
      <Button
        variant="subtle"
        h={44}
        px="xs"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={props.onBack}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('requests.back')}
      </Button>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size={40} style={{ flexShrink: 0 }}>
          <RequestCategoryIconView category={request.main_category} size={22} />
        </ThemeIcon>
        <Title
          order={3}
          fz="md"
          ref={headingRef}
          tabIndex={-1}
          style={{ outline: 'none', overflowWrap: 'anywhere' }}
        >
          {request.request_type}
        </Title>
      </Group>
      <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
        <Text component="dt" fz="sm" c="gray.7">
          {t('requests.category')}
        </Text>
        <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
          {request.main_category}
        </Text>
        <Text component="dt" fz="sm" c="gray.7">
          {t('requests.date')}
        </Text>
        <Text component="dd" fz="sm" m={0}>
          <time dateTime={request.date}>{date}</time> ({props.relative})
        </Text>
        <Text component="dt" fz="sm" c="gray.7">
          {t('requests.state')}
        </Text>
        <Box component="dd" m={0}>
          <StatusBadge status={request.status} />
        </Box>
      </Box>
      {request.message.trim() !== '' && (
        <Stack component="section" aria-label={t('requests.your_request')} gap="xs">
          <Title order={4} fz="sm">
            {t('requests.your_request')}
          </Title>
          <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {request.message}
          </Text>
        </Stack>
      )}
      {request.conversation_before_issue && request.conversation_before_issue.length > 0 ? (
        <Stack component="section" aria-label={t('requests.conversation')} gap="xs">
          <Title order={4} fz="sm">
            {t('requests.conversation')}
          </Title>
          {request.conversation_before_issue.map((message, index) => (
            <ChatBubble
              key={index}
              owner={message.owner}
              author={message.owner === 'bot' ? props.assistant : t('chat.you')}
            >
              {message.message}
            </ChatBubble>
          ))}
        </Stack>
      ) : (
        <Text fz="sm" c="gray.7">
          {t('requests.no_conversation')}
        </Text>
      )}
      <SupportRequestThread
        request={request}
        userId={props.userId}
        companyId={props.companyId}
        language={props.language}
      />
    </Stack>
  );
}

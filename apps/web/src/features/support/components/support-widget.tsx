import { ActionIcon, Avatar, Box, Button, Group, Paper, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageChatbot, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { faqsCategoriesQueryOptions } from '../api/get-faqs-categories';
import { OPEN_SUPPORT_CHAT_EVENT, type OpenSupportChatDetail } from '../open-support-chat';
import { readShowChat, writeShowChat } from '../router-state';
import { useLauncherOutOfTheWay } from '../use-launcher-out-of-the-way';
import { useSupportChat, type SupportCompany, type SupportUser } from '../use-support-chat';
import { SupportChat } from './support-chat';
import { SupportRequests } from './support-requests';

export type SupportWidgetProps = {
  /** The company of the workspace (the route's company_id). */
  companyId: number;
  /** The signed-in user; the widget renders nothing when their id is null or 0 (spec section 6). */
  user: SupportUser;
  /** For the support team: sent with a request. */
  company?: SupportCompany;
};

/**
 * Room the workspace layout should keep free at the bottom of its content (px), so the launcher never covers
 * the page's primary action: 56 px button + 16 px margin + 16 px gap.
 */
export const SUPPORT_LAUNCHER_CLEARANCE = 88;

type Tab = 'chat' | 'requests';

const LAUNCHER_SIZE = 56;
const Z_INDEX = 150; // above the page, below Mantine's modals (200) and toasts

/**
 * The floating support assistant (spec section 2): a launcher at the bottom right and a panel with the
 * Conversation and Requests tabs. Mount it in the company workspace.
 */
export function SupportWidget(props: SupportWidgetProps) {
  if (!props.user?.id || !props.companyId) return null;
  return <SupportWidgetPanel {...props} />;
}

function SupportWidgetPanel({ companyId, user, company }: SupportWidgetProps) {
  const { t } = useTranslation('support');
  const language = useLanguage();
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  // The stored show_chat reopens the panel on wide screens; on a phone the open panel covers the whole
  // page, so it starts closed there.
  const [opened, setOpened] = useState(() => wide && readShowChat());
  const launcherAside = useLauncherOutOfTheWay(!wide && !opened);
  const [tab, setTab] = useState<Tab>('chat');
  const chat = useSupportChat({ language, companyId, user, company });
  const panelId = useId();
  const titleId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Where focus goes after the next open or close; an automatic open (stored router state) leaves it alone.
  const focusTarget = useRef<'panel' | 'launcher' | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'panel' && opened) panelRef.current?.focus();
    if (target === 'launcher' && !opened) launcherRef.current?.focus();
  }, [opened]);

  const open = () => {
    focusTarget.current = 'panel';
    setOpened(true);
    writeShowChat(companyId, true);
  };
  const close = () => {
    focusTarget.current = 'launcher';
    setOpened(false);
    writeShowChat(companyId, false);
  };
  // A page's button (openSupportChat) opens the panel on the chat, starting on the topic it names.
  const queryClient = useQueryClient();
  useEffect(() => {
    const onOpen = (event: Event) => {
      const { category } = (event as CustomEvent<OpenSupportChatDetail>).detail ?? {};
      focusTarget.current = 'panel';
      setOpened(true);
      setTab('chat');
      if (!category) return;
      queryClient
        .fetchQuery(faqsCategoriesQueryOptions(language))
        .then((categories) => {
          const topic = categories.find((entry) => entry.key === category);
          if (topic) chat.startOnTopic(topic);
        })
        .catch(() => undefined);
    };
    window.addEventListener(OPEN_SUPPORT_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SUPPORT_CHAT_EVENT, onOpen);
  }, [queryClient, language, chat]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && opened && !event.defaultPrevented) {
      event.preventDefault();
      close();
    }
  };

  const assistant = t('assistant_name');
  const margin = wide ? 24 : 16;
  const launcherStyle: CSSProperties = {
    position: 'fixed',
    right: margin,
    bottom: `calc(${margin}px + env(safe-area-inset-bottom, 0px))`,
    zIndex: Z_INDEX,
    boxShadow: 'var(--mantine-shadow-md)',
  };
  // Wide screens: a card above the launcher. Phones: the whole screen, with its own close button.
  const panelStyle: CSSProperties = wide
    ? {
        right: margin,
        bottom: margin + LAUNCHER_SIZE + 16,
        width: 400,
        maxWidth: `calc(100vw - ${2 * margin}px)`,
        height: 'min(640px, calc(100dvh - 120px))',
      }
    : { inset: 0, width: '100%', height: '100dvh', borderRadius: 0 };

  return (
    <div data-support-widget>
      {opened && (
        <Paper
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={closeOnEscape}
          shadow="xl"
          withBorder={wide}
          radius="lg"
          style={{
            position: 'fixed',
            zIndex: Z_INDEX,
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            outline: 'none',
            ...panelStyle,
          }}
        >
          <Group wrap="nowrap" gap="sm" px="sm" py="xs" bg="forja.7" c="white" style={{ flexShrink: 0 }}>
            <Avatar color="forja" variant="white" radius="xl" size={40} aria-hidden>
              {assistant.charAt(0)}
            </Avatar>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Title order={2} id={titleId} fz="md" c="white">
                {t('panel.title', { assistant })}
              </Title>
              <Text fz="xs" c="white">
                {t('panel.subtitle')}
              </Text>
            </Box>
            <ActionIcon
              variant="subtle"
              color="gray"
              c="white"
              size={44}
              radius="xl"
              aria-label={t('panel.close')}
              onClick={close}
            >
              <IconX size={22} aria-hidden />
            </ActionIcon>
          </Group>
          <Tabs
            value={tab}
            onChange={(value) => setTab(value === 'requests' ? 'requests' : 'chat')}
            style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
          >
            <Tabs.List grow aria-label={t('tabs.label')} style={{ flexShrink: 0 }}>
              <Tabs.Tab value="chat" mih={44}>
                {t('tabs.chat')}
              </Tabs.Tab>
              <Tabs.Tab value="requests" mih={44}>
                {t('tabs.requests')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="chat" style={{ flex: 1, minHeight: 0 }}>
              <SupportChat chat={chat} language={language} />
            </Tabs.Panel>
            <Tabs.Panel value="requests" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
              {tab === 'requests' && (
                <SupportRequests
                  userId={user.id}
                  companyId={companyId}
                  language={language}
                  assistant={assistant}
                  onGoToChat={() => setTab('chat')}
                />
              )}
            </Tabs.Panel>
          </Tabs>
        </Paper>
      )}

      {wide && !opened ? (
        <Button
          ref={launcherRef}
          radius="xl"
          h={48}
          leftSection={<IconMessageChatbot size={22} aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={open}
          style={launcherStyle}
        >
          {t('launcher.help')}
        </Button>
      ) : (
        // On phones the open panel covers the screen and brings its own close button.
        (wide || !opened) &&
        !launcherAside && (
          <ActionIcon
            ref={launcherRef}
            size={LAUNCHER_SIZE}
            radius="xl"
            variant="filled"
            aria-label={opened ? t('launcher.close') : t('launcher.open', { assistant })}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-controls={opened ? panelId : undefined}
            onClick={opened ? close : open}
            onKeyDown={closeOnEscape}
            style={launcherStyle}
          >
            {opened ? <IconX size={26} aria-hidden /> : <IconMessageChatbot size={28} aria-hidden />}
          </ActionIcon>
        )
      )}
    </div>
  );
}

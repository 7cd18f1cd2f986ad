import { Alert, Anchor, Badge, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatLocale } from '@forja/domain';
import { IconArrowLeft, IconFlask } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routeUrl } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLanguage } from '../../lib/use-language';

type Mail = { to: string; subject: string; text: string; html: string; created_at: string };

async function fetchMailbox(to: string): Promise<Mail[] | null> {
  const response = await fetch(`/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as { content: Mail[] }).content;
}

/** Shows same-origin links in a message as links, everything else as text. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={index} href={part} style={{ wordBreak: 'break-all' }}>
            {part}
          </Anchor>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The dev outbox: the e-mails Forja would have sent, while no SMTP server is configured. */
export function DevMailboxPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('dev_mailbox.title'));
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const { data, isLoading, error } = useQuery({
    queryKey: ['dev-mailbox', to],
    queryFn: () => fetchMailbox(to),
    refetchInterval: 3000,
  });
  const dates = new Intl.DateTimeFormat(formatLocale(language), { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <Stack gap="lg">
      {/* Opened in its own tab from the verification page, or by address: a way back into the app. */}
      <Anchor
        component={Link}
        to={routeUrl(language, 'Login')}
        fz="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 6, alignSelf: 'flex-start', minHeight: 44 }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('dev_mailbox.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={1} fz={28}>
          {t('dev_mailbox.title')}
        </Title>
        <Badge color="orange" variant="light" c="dark.8" leftSection={<IconFlask size={14} aria-hidden />}>
          {t('sandbox')}
        </Badge>
      </Group>
      <Text c="gray.7">{t('dev_mailbox.explain')}</Text>
      <TextInput
        label={t('dev_mailbox.filter')}
        type="email"
        value={to}
        onChange={(event) =>
          setParams(event.currentTarget.value ? { to: event.currentTarget.value } : {}, { replace: true })
        }
        maw={420}
      />
      {isLoading && <Text role="status">{t('loading')}</Text>}
      {error && <Alert color="red">{t('dev_mailbox.error')}</Alert>}
      {data === null && <Alert color="yellow">{t('dev_mailbox.disabled')}</Alert>}
      {data?.length === 0 && <Text c="gray.7">{t('dev_mailbox.empty')}</Text>}
      {data?.map((mail, index) => (
        <Card key={`${mail.created_at}-${index}`} withBorder radius="md" p="md" component="article">
          <Stack gap={4}>
            <Text fw={700}>{mail.subject}</Text>
            <Text fz="sm" c="gray.7">
              {t('dev_mailbox.to')}: {mail.to} · {dates.format(new Date(mail.created_at))}
            </Text>
            <Text component="pre" fz="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} mt="xs">
              <Linkified text={mail.text} />
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

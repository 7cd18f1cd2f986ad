import type { SigningStatus } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language';
import { formatSigningDate } from '../format';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

function DownloadLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('common');
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      display="inline-flex"
      mih={44}
      fw={600}
      style={{ alignItems: 'center', gap: 6 }}
    >
      <IconDownload size={18} aria-hidden />
      {label}
      <VisuallyHidden>{t('new_tab')}</VisuallyHidden>
    </Anchor>
  );
}

/** Everyone signed: the signed articles and the e-signature's audit certificate, and the way back. */
export function SigningDone({ status, dashboardUrl }: { status: SigningStatus; dashboardUrl: string }) {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon radius="xl" size={36} color="teal.9" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {t('done.title')}
            </Title>
            {status.date_signature && (
              <Text size="sm" c="gray.7">
                {t('done.date', { date: formatSigningDate(language, status.date_signature) })}
              </Text>
            )}
          </div>
        </Group>
        <Text size="sm">{t('done.explain')}</Text>
        {societyTypeFormsOnline(status.company_type) && <Text size="sm">{t('done.online_next')}</Text>}
        <Stack gap={0}>
          {status.signed_document_url && (
            <DownloadLink href={status.signed_document_url} label={t('done.signed_document')} />
          )}
          {status.certificate_url && (
            <DownloadLink href={status.certificate_url} label={t('done.certificate')} />
          )}
        </Stack>
        <Group>
          <Button
            component={Link}
            to={dashboardUrl}
            {...WRAPPING_BUTTON}
            leftSection={<IconLayoutDashboard size={18} aria-hidden />}
          >
            {t('go_dashboard')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

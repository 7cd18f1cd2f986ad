import { Anchor, Box, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { legalDocumentQueryOptions } from '../api/legal-documents';
import { ConsentCheckbox } from '../../../components/consent-checkbox';
import { LegalLink } from '../../../components/legal-links';
import { MarkdownView } from './markdown-view';

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string };

/**
 * The invited partner's first screen: their data was typed by someone else, so they read the simplified privacy
 * notice (with the full one a link away) and tick their own consent before they continue.
 */
export function InvitedPrivacyConsent({ checked, onChange, error }: Props) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const notice = useQuery(legalDocumentQueryOptions('privacy_simplified', language, null));

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="invited-privacy-title">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Title order={2} fz="md" id="invited-privacy-title">
            {t('invited.title')}
          </Title>
        </Group>
        <Text fz="sm" c="gray.7">
          {t('invited.intro')}
        </Text>
        {notice.isPending ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text fz="sm">{t('invited.loading')}</Text>
          </Group>
        ) : notice.isError ? (
          <Text fz="sm">
            {t('invited.load_failed')} <LegalLink kind="privacy_simplified" />
          </Text>
        ) : (
          <Box
            role="region"
            aria-label={t('kinds.privacy_simplified')}
            tabIndex={0}
            fz="sm"
            p="sm"
            style={{
              maxHeight: 280,
              overflowY: 'auto',
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            <MarkdownView markdown={notice.data.markdown} embedded />
          </Box>
        )}
        <Anchor
          href={paths.legal(language, 'privacy')}
          target="_blank"
          rel="noopener"
          fz="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {t('invited.full_notice')}
          <IconExternalLink size={16} aria-hidden />
        </Anchor>
        <ConsentCheckbox
          label={
            <Trans
              ns="legal"
              i18nKey="invited.accept"
              components={{ privacy: <LegalLink kind="privacy_simplified" /> }}
            />
          }
          checked={checked}
          onChange={onChange}
          error={error}
        />
      </Stack>
    </Card>
  );
}

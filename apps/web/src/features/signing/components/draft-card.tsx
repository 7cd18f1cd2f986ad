import type { SigningStatus } from '@forja/contracts';
import { Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { formatSigningDate } from '../format';
import { WRAPPING_BUTTON } from '../../../components/wrapping-button';

type Draft = NonNullable<SigningStatus['draft']>;

/** The draft articles: their version and date, and the PDF to read (it is in Spanish) or download. */
export function DraftCard({ draft }: { draft: Draft }) {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconFileText size={24} aria-hidden color="var(--mantine-color-forja-7)" />
          <Title order={2} fz="lg">
            {t('draft.title')}
          </Title>
        </Group>
        <Text>
          {t('draft.version', {
            version: draft.version,
            date: formatSigningDate(language, draft.generated_at),
          })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('draft.explain')}
        </Text>
        {language !== 'es' && (
          <Text size="sm" c="gray.7">
            {t('draft.spanish_only')}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            component="a"
            href={draft.document_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            {...WRAPPING_BUTTON}
            leftSection={<IconExternalLink size={18} aria-hidden />}
          >
            {t('draft.open')}
            <VisuallyHidden>{t('common:new_tab')}</VisuallyHidden>
          </Button>
          <Button
            component="a"
            href={draft.document_url}
            download={`acta-constitutiva-v${draft.version}.pdf`}
            variant="subtle"
            {...WRAPPING_BUTTON}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('draft.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

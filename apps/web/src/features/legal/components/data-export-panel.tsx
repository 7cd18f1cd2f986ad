import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { formatFileSize } from '../../../lib/format-file-size';
import { showError } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { myDataExportQueryOptions, requestDataExport } from '../api/my-data';
import { RetryAlert } from './retry-alert';

/** A size in KB or MB, in the reader's number format. */
/**
 * ARCO access on the account page: prepare a copy of everything Forja holds about me, follow its progress,
 * and download the zip by its short-lived link once it is ready (an e-mail says so too).
 */
export function DataExportPanel() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const current = useQuery(myDataExportQueryOptions());
  const [starting, setStarting] = useState(false);
  const data = current.data;
  const building = data?.status === 'queued' || data?.status === 'running';

  const start = async () => {
    setStarting(true);
    try {
      await requestDataExport();
    } catch (error) {
      showError(error);
    } finally {
      setStarting(false);
    }
  };

  const startButton = (label: string) => (
    <Button
      variant="light"
      leftSection={<IconFileZip size={18} aria-hidden />}
      onClick={() => void start()}
      loading={starting}
      disabled={current.isPending}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="xs" component="section" aria-labelledby="data-export-title">
      <Title order={3} fz="md" id="data-export-title">
        {t('my_data.export.title')}
      </Title>
      <Text fz="sm" c="gray.7">
        {t('my_data.export.intro')}
      </Text>
      {current.isError ? (
        <RetryAlert message={t('my_data.export.load_failed')} onRetry={() => void current.refetch()} />
      ) : building ? (
        <Stack gap={6} aria-live="polite">
          <Text fz="sm">{t('my_data.export.building', { progress: data.progress })}</Text>
          <Progress
            value={Math.max(data.progress, 3)}
            aria-label={t('my_data.export.progress_label')}
            animated
          />
          <Text fz="xs" c="gray.7">
            {t('my_data.export.mail_note')}
          </Text>
        </Stack>
      ) : data?.status === 'ready' && data.download_url ? (
        <Stack gap="xs" aria-live="polite">
          <Text fz="sm">
            {t('my_data.export.ready', {
              size: formatFileSize(language, data.size_bytes ?? 0),
              date: data.expires_at ? formatDateTime(language, data.expires_at) : '',
            })}
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={data.download_url}
              download
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              {t('my_data.export.download')}
            </Button>
            {startButton(t('my_data.export.again'))}
          </Group>
        </Stack>
      ) : (
        <Stack gap="xs" aria-live="polite">
          {data?.status === 'failed' && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              <Text fz="sm" c="gray.9">
                {t('my_data.export.failed')}
              </Text>
            </Alert>
          )}
          {(data?.status === 'expired' || (data?.status === 'ready' && !data.download_url)) && (
            <Text fz="sm" c="gray.7">
              {t('my_data.export.expired')}
            </Text>
          )}
          <Group>{startButton(t('my_data.export.start'))}</Group>
        </Stack>
      )}
    </Stack>
  );
}

import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One file's upload progress: its name, a bar named after the file and the percentage. */
export function UploadProgress({ fileName, percent }: { fileName: string; percent: number }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end">
          {t('upload.uploading', { name: fileName })}
        </Text>
        <Text size="sm" fw={600} aria-hidden>
          {percent} %
        </Text>
      </Group>
      <Progress
        value={percent}
        color="teal.8"
        size="md"
        striped
        animated={percent < 100}
        aria-label={t('upload.progress_label', { name: fileName })}
      />
    </Stack>
  );
}

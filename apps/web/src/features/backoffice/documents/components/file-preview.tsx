import { Alert, Anchor, Box, Group, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { errorText } from '../../../../lib/notify';
import { fetchBackofficeFile } from '../api/document-review';

type Props = {
  /** The back-office path that streams the file, e.g. documents/partner/12/file. */
  path: string;
  /** The stored version: a replaced file is fetched again. */
  version: string;
  contentType: string;
  /** What the file is, for the frame's title and the image's text alternative. */
  title: string;
};

/** A stored document shown in the page: a PDF in a frame, an image as an image, with a link to open it alone. */
export function FilePreview({ path, version, contentType, title }: Props) {
  const { t } = useTranslation('backoffice-documents');
  const file = useQuery({
    queryKey: ['backoffice', 'file', path, version],
    queryFn: ({ signal }) => fetchBackofficeFile(path, signal),
    staleTime: Infinity,
    retry: false,
  });
  // One object URL per fetched file, released when the file changes or the page closes.
  const url = useMemo(
    () =>
      file.data
        ? URL.createObjectURL(file.data.type ? file.data : new Blob([file.data], { type: contentType }))
        : null,
    [file.data, contentType],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (file.isError) {
    return (
      <Alert color="red" role="alert" title={t('file.error_title')}>
        {errorText(file.error instanceof ApiError ? file.error.codes[0] : undefined)}
      </Alert>
    );
  }
  if (!url) {
    return (
      <Group gap="sm" p="md">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('file.loading')}</Text>
      </Group>
    );
  }
  const image = contentType.startsWith('image/');
  return (
    <Stack gap="xs">
      <Box
        style={{
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-1)',
        }}
      >
        {image ? (
          <img src={url} alt={title} style={{ display: 'block', width: '100%', height: 'auto' }} />
        ) : (
          <iframe
            src={url}
            title={title}
            style={{ display: 'block', width: '100%', height: '70vh', border: 0 }}
          />
        )}
      </Box>
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} component="span">
          <IconExternalLink size={16} aria-hidden />
          {t('file.open', { name: title })}
        </Group>
      </Anchor>
    </Stack>
  );
}

import { Button, Card, FileButton, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimit } from '../../../lib/upload-limit';
import { fileProblem } from '../commissary-files';

type Props = {
  id: string;
  title: string;
  explain: string;
  kind: 'id_image' | 'pdf';
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/**
 * One file to choose (an ID side, the certificate): what it is, a quick check of its kind and size in the
 * browser, and the chosen file's name.
 */
export function FileChoice({ id, title, explain, kind, accept, file, onChange, disabled }: Props) {
  const { t } = useTranslation('commissary');
  const [problem, setProblem] = useState<string>();
  const resetRef = useRef<() => void>(null);

  const choose = (chosen: File | null) => {
    resetRef.current?.();
    if (!chosen) return;
    const quick = fileProblem(kind, chosen);
    if (quick) {
      setProblem(
        quick === 'size'
          ? t('upload.too_big', { max: uploadLimit().megabytes })
          : t(kind === 'pdf' ? 'upload.not_pdf' : 'upload.not_image_or_pdf'),
      );
      onChange(null);
      return;
    }
    setProblem(undefined);
    onChange(chosen);
  };

  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {explain}
        </Text>
        {file && (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
            <Text size="sm" truncate="end">
              {t('upload.chosen', { name: file.name })}
            </Text>
          </Group>
        )}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <Group>
          <FileButton
            onChange={choose}
            accept={accept}
            resetRef={resetRef}
            disabled={disabled}
            inputProps={{ 'aria-label': t('upload.file_input', { name: title }) }}
          >
            {(props) => (
              <Button
                {...props}
                variant={file ? 'default' : 'filled'}
                leftSection={<IconUpload size={18} aria-hidden />}
              >
                {file ? t('upload.replace') : t('upload.choose')}
                <VisuallyHidden>: {title}</VisuallyHidden>
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}

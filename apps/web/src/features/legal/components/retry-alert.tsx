import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "We could not load …" with a Retry button: what "Mis datos" shows when one of its reads fails. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('legal');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="gray.9">
          {message}
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('my_data.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

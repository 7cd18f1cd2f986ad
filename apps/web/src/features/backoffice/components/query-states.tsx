import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';

/** A spinner with the words beside it, announced as a status while a list or a record loads. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text c="gray.7">{label}</Text>
    </Group>
  );
}

type LoadErrorAlertProps = {
  /** The failed query's error: its first code gives the text when no `text` is given. */
  error: unknown;
  /** The page's own words for the failure, in place of the error code's text. */
  text?: string;
  /** A button under the text that asks again. */
  retry?: { label: string; onClick: () => void };
};

/** Why a list or a record could not be loaded, and, where the page offers it, a button to try again. */
export function LoadErrorAlert({ error, text, retry }: LoadErrorAlertProps) {
  const message = text ?? errorText(error instanceof ApiError ? error.codes[0] : undefined);
  if (!retry) {
    return (
      <Alert color="red" role="alert">
        {message}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="default" onClick={retry.onClick}>
          {retry.label}
        </Button>
      </Stack>
    </Alert>
  );
}

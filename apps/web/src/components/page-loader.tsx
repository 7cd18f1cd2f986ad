import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * Shown while a page's data loads: a spinner with an accessible name. With a label (the signed-in pages' HTML
 * before the app has run, prerender.tsx), the words show under it too: a page that paints only a spinner has
 * painted nothing a reader or the browser's first paint can tell from a blank page.
 */
export function PageLoader({ label }: { label?: string }) {
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="xs">
        <Loader aria-label={label ?? '…'} role="status" />
        {label && (
          <Text c="dimmed" fz="sm" aria-hidden>
            {label}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

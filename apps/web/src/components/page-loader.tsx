import { Center, Loader } from '@mantine/core';

/** Shown while a page's data loads: a spinner with an accessible name. */
export function PageLoader() {
  return (
    <Center mih="60dvh">
      <Loader aria-label="…" role="status" />
    </Center>
  );
}

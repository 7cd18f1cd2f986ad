import { Text } from '@mantine/core';

/** A queue's company: its code, and its name below. */
export function QueueCompany({ company }: { company: { friendly_id: string; name: string | null } }) {
  return (
    <>
      <Text size="sm" ff="monospace">
        {company.friendly_id}
      </Text>
      <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {company.name ?? '—'}
      </Text>
    </>
  );
}

import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link back to the list a record was opened from, behind a left arrow. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={18} aria-hidden />
        {children}
      </Group>
    </Anchor>
  );
}

/** In place of a record that is not there (a wrong address, or one removed since): says so, and links back. */
export function RecordNotFound({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Stack gap="md">
      <Alert color="orange" role="alert">
        {message}
      </Alert>
      <Anchor component={Link} to={backTo}>
        {backLabel}
      </Anchor>
    </Stack>
  );
}

type CompanyRecordHeaderProps = {
  /** The company's public code, shown as a badge. */
  friendlyId: string;
  /** The company's name beside the badge, where the title names something else (a document, a person). */
  companyName?: string | null;
  /** The page's heading. */
  title: string;
  /** Lines under the heading: who, since when. */
  children?: ReactNode;
};

/** The top of a record page about a company: its code (and name), the page's h1 and the lines under it. */
export function CompanyRecordHeader({ friendlyId, companyName, title, children }: CompanyRecordHeaderProps) {
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color="gray" c="gray.8" radius="sm" ff="monospace">
          {friendlyId}
        </Badge>
        {companyName && (
          <Text size="sm" c="gray.7">
            {companyName}
          </Text>
        )}
      </Group>
      <Title order={1} fz={{ base: 24, sm: 28 }} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {children}
    </div>
  );
}

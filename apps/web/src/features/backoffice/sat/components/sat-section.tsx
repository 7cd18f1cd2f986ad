import { Card, Stack, Title, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One section of the back office's SAT page: a bordered card, a region named by its level-2 heading, with its
 * content stacked under the heading (at the start, unless `align` says to stretch it, as a form is).
 */
export function SatSection(props: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  align?: StackProps['align'];
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={props.id}>
      <Stack gap="sm" align={props.align ?? 'flex-start'}>
        <Title order={2} fz="lg" id={props.id}>
          {props.title}
        </Title>
        {props.children}
      </Stack>
    </Card>
  );
}

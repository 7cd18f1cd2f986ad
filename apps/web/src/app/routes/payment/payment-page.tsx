import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The frame of a payment page: one clear title, a short intro, the content. */
export function PaymentPage(props: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(props.title);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {props.title}
        </Title>
        {props.intro && (
          <Text c="gray.7" mt={4}>
            {props.intro}
          </Text>
        )}
      </div>
      {props.children}
    </Stack>
  );
}

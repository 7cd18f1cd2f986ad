import { Box, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One chat message: the bot's on the left, the user's on the right. Bot answers carry line breaks, kept with
 * white-space: pre-line; long words wrap so a 375 px screen never scrolls sideways.
 */
export function ChatBubble(props: {
  owner: 'bot' | 'user';
  author: string;
  error?: boolean;
  children: ReactNode;
}) {
  const mine = props.owner === 'user';
  const colors = props.error
    ? { bg: 'red.0', c: 'red.9' }
    : mine
      ? { bg: 'forja.7', c: 'white' }
      : { bg: 'gray.1', c: 'gray.9' };
  return (
    <Box
      data-owner={props.owner}
      maw="85%"
      px="sm"
      py={8}
      bg={colors.bg}
      c={colors.c}
      style={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        borderRadius: mine ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
        border: props.error ? '1px solid var(--mantine-color-red-3)' : undefined,
      }}
    >
      <VisuallyHidden>{props.author}: </VisuallyHidden>
      <Text component="div" fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </Box>
  );
}

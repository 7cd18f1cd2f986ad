import { CHAT_LOADING_DOT_MS } from '@forja/domain';
import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** "Lupita is typing" with dots that cycle (one, two, three) every 500 ms (spec section 9). */
export function TypingIndicator({ label }: { label: string }) {
  const [dots, setDots] = useState(1);
  useEffect(() => {
    const timer = window.setInterval(() => setDots((count) => (count % 3) + 1), CHAT_LOADING_DOT_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box role="status" px="sm" py={8} bg="gray.1" style={{ alignSelf: 'flex-start', borderRadius: 16 }}>
      <Text component="span" fz="sm" c="gray.8">
        {label}
        <span aria-hidden data-testid="typing-dots" style={{ display: 'inline-block', minWidth: '1.5ch' }}>
          {'.'.repeat(dots)}
        </span>
      </Text>
    </Box>
  );
}

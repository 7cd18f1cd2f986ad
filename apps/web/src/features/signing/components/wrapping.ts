import type { ButtonProps } from '@mantine/core';

/** Button props that let a long label wrap on a 375 px phone instead of running past the card's edge. */
export const WRAPPING_BUTTON: Pick<ButtonProps, 'h' | 'mih' | 'py' | 'maw' | 'styles'> = {
  h: 'auto',
  mih: 44,
  py: 8,
  maw: '100%',
  styles: { label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } },
};

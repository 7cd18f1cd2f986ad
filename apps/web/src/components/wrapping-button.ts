import type { ButtonProps } from '@mantine/core';

type WrappingProps = Pick<ButtonProps, 'h' | 'mih' | 'py' | 'maw' | 'styles'>;

/**
 * Button props that let a long label wrap on a 375 px phone instead of running past its card's or the screen's
 * edge: Mantine buttons otherwise keep one line at a fixed height.
 */
export const WRAPPING_BUTTON: WrappingProps = {
  h: 'auto',
  mih: 44,
  py: 8,
  maw: '100%',
  styles: { label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } },
};

/** The same, its lines centred: for a full-width button. */
export const CENTERED_WRAPPING_BUTTON: WrappingProps = {
  ...WRAPPING_BUTTON,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
};

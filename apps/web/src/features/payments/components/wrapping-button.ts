import type { ButtonProps, InputWrapperProps } from '@mantine/core';

/** Button props that let a long label wrap on a phone instead of running past the screen's edge. */
export const WRAPPING_BUTTON: Pick<ButtonProps, 'h' | 'mih' | 'py' | 'styles'> = {
  h: 'auto',
  mih: 44,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
};

/** Helper text under the field, errors last (BRAND.md: labels above fields, helper text under them). */
export const HELP_UNDER_FIELD: Pick<InputWrapperProps, 'inputWrapperOrder'> = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

import type { InputWrapperProps } from '@mantine/core';

/** Helper text under the field, errors last (BRAND.md: labels above fields, helper text under them). */
export const HELP_UNDER_FIELD: Pick<InputWrapperProps, 'inputWrapperOrder'> = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

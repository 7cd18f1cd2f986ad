import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * Mantine's PasswordInput ties its error to the field (aria-describedby) but, unlike its other inputs, does not
 * mark the field invalid: a screen reader would read the error without saying the field failed. This one does.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordField(props, ref) {
    return <PasswordInput ref={ref} aria-invalid={props.error ? true : undefined} {...props} />;
  },
);

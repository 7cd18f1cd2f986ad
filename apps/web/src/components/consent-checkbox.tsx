import { Checkbox } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { Trans } from 'react-i18next';
import { LegalLink } from './legal-links';

type ConsentCheckboxProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The checkbox, for a form to focus it when the consent is missing. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A consent a person must tick to go on, with its error in the form's way. A module of its own: the sign-in page,
 * which shows the legal footer, has no checkbox.
 */
export function ConsentCheckbox({
  label,
  checked,
  onChange,
  error,
  inputRef,
}: ConsentCheckboxProps & { label: ReactNode }) {
  return (
    <Checkbox
      ref={inputRef}
      label={label}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      aria-invalid={error ? true : undefined}
      required
      size="md"
    />
  );
}

/**
 * "Acepto los términos y condiciones y el aviso de privacidad": the sign-up consent, both documents linked
 * (opening in a new tab).
 */
export function SignUpConsentCheckbox(props: ConsentCheckboxProps) {
  return (
    <ConsentCheckbox
      {...props}
      label={
        <Trans
          ns="legal"
          i18nKey="sign_up.accept"
          components={{
            terms: <LegalLink kind="terms" />,
            privacy: <LegalLink kind="privacy" />,
          }}
        />
      }
    />
  );
}

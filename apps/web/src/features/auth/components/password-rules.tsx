import { PASSWORD_MIN_LENGTH, passwordLengthProblem } from '@forja/domain';
import { useCallback } from 'react';
import { get, type FieldError, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/**
 * The client-side part of the password policy, for a form schema's refinement: the domain's length problem
 * (`password_too_short`, `password_too_long`) on the field at `path`. The server also refuses the 10,000 most
 * common passwords.
 */
export function checkNewPassword(password: string, context: z.RefinementCtx, path: string[] = ['password']) {
  const problem = passwordLengthProblem(password);
  if (problem) context.addIssue({ code: 'custom', path, message: problem });
}

/**
 * The text of a new password's error: a missing or short one is told the policy's minimum; any other code
 * gets the form's own text (`errorText`, from useFieldErrorText).
 */
export function useNewPasswordErrorText<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  errorText: (name: string) => string | undefined,
): (name: string) => string | undefined {
  const { t } = useTranslation('auth');
  return useCallback(
    (name: string) => {
      const code = get<FieldErrors<Values>, FieldError | undefined>(errors, name)?.message;
      if (code === 'required' || code === 'password_too_short')
        return t('password.too_short', { count: PASSWORD_MIN_LENGTH });
      return errorText(name);
    },
    [errors, errorText, t],
  );
}

export function PasswordHint() {
  const { t } = useTranslation('auth');
  return <>{t('password.hint', { count: PASSWORD_MIN_LENGTH })}</>;
}

import { PASSWORD_MIN_LENGTH, passwordLengthProblem } from '@forja/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The client-side part of the password policy (the domain's minimum length); the server also refuses more than
 * PASSWORD_MAX_LENGTH characters and the 10,000 most common passwords.
 */
export function passwordError(password: string, t: TFunction<'auth'>): string | undefined {
  if (passwordLengthProblem(password) === 'password_too_short')
    return t('password.too_short', { count: PASSWORD_MIN_LENGTH });
  return undefined;
}

export function PasswordHint() {
  const { t } = useTranslation('auth');
  return <>{t('password.hint', { count: PASSWORD_MIN_LENGTH })}</>;
}

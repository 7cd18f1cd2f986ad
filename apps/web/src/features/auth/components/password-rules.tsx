import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export const PASSWORD_MIN_LENGTH = 8;

/** The client-side part of the password rule; the server also refuses the 10,000 most common ones. */
export function passwordError(password: string, t: TFunction<'auth'>): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return t('password.too_short', { count: PASSWORD_MIN_LENGTH });
  return undefined;
}

export function PasswordHint() {
  const { t } = useTranslation('auth');
  return <>{t('password.hint', { count: PASSWORD_MIN_LENGTH })}</>;
}

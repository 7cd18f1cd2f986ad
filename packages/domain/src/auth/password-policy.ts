/** A new password has at least this many characters… */
export const PASSWORD_MIN_LENGTH = 8;
/** …and at most this many (argon2 hashes anything, but a bound keeps hashing cheap). */
export const PASSWORD_MAX_LENGTH = 128;

/** Why a new password's length is refused (the server also refuses the 10,000 most common passwords). */
export type PasswordLengthProblem = 'password_too_short' | 'password_too_long';

/** Why a new password's length is refused, or null when it fits the policy. Length counts UTF-16 code units. */
export function passwordLengthProblem(password: string): PasswordLengthProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password_too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password_too_long';
  return null;
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { get, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loadRouteModule } from './load-route-module';

/**
 * One issue of a contract's schema as the form sees it: zod's issue, with what the code needs to tell "missing"
 * from "too short" and an e-mail from another format.
 */
type ContractIssue = {
  code: string;
  message?: string;
  input?: unknown;
  minimum?: unknown;
  format?: string;
};

/**
 * The code a form shows for a failed check, from the same zod issue the API reports in `fields`: a refinement's
 * own code (the contracts raise `password_too_short`, `invalid_zip_code`… as the message of a custom issue), else
 * `required` for a missing or empty value, `invalid_email` for an e-mail, or zod's code itself.
 */
export function contractIssueCode(issue: ContractIssue): string {
  if (issue.code === 'custom' && issue.message) return issue.message;
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'required';
  if (issue.code === 'too_small' && issue.minimum === 1) return 'required';
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'invalid_email';
  return issue.code;
}

/**
 * react-hook-form's zod resolver with a contract's schema (the one the API validates the request with): the form
 * accepts what the API accepts, and each field's error message is the code of `contractIssueCode`.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return zodResolver<Input, unknown, Output>(schema, {
    error: (issue) => contractIssueCode(issue),
  });
}

/**
 * contractResolver with a schema imported when the form is first checked (tried twice): the sign-in page's form
 * passes the import, so the schema, and zod with it, are not downloaded before the page shows. When the import
 * fails (no connection) the form is not sent and its `root` error says `network_error`.
 */
export function lazyContractResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | null = null;
  return async (values, context, options) => {
    resolver ??= loadRouteModule(load).then((schema) => contractResolver(schema));
    try {
      return await (
        await resolver
      )(values, context, options);
    } catch {
      resolver = null;
      const errors = { root: { type: 'network_error', message: 'network_error' } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
  };
}

/** A field's message: one i18n key for every failure, or a key per code (with `default` for the rest). */
export type FieldMessages = string | ({ default?: string } & Record<string, string>);

/**
 * The text of a field's error in the user's language: the form's own key for the field (and code) when it has one,
 * else the shared text for a schema check (`errors:fields`), else the error catalogue's text for the code (the
 * same text an API answer with that code shows), else the generic invalid-value text.
 */
export function useFieldErrorText<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  messages: Partial<Record<string, FieldMessages>> = {},
): (name: string) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (name: string) => {
      const error = get<FieldErrors<Values>, FieldError | undefined>(errors, name);
      if (!error) return undefined;
      const code = typeof error.message === 'string' && error.message ? error.message : String(error.type);
      const own = messages[name];
      const ownKey = typeof own === 'string' ? own : (own?.[code] ?? own?.default);
      const keys = [ownKey, `errors:fields.${code}`, `errors:codes.${code}`, 'errors:fields.invalid'].filter(
        (key): key is string => Boolean(key),
      );
      return t(keys);
    },
    [errors, messages, t],
  );
}

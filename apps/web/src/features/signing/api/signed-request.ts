import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import type { SigningAccess } from './signing-access';

type SigningRequestOptions<S extends z.ZodType> = Pick<RequestOptions, 'method' | 'body' | 'signal'> & {
  /** The contract's schema of the answer's `content`. */
  schema: S;
};

/**
 * A call about the signing. Signed in, it goes to the session's path with the session (Bearer, refresh). From
 * the e-mailed link, it goes to the link's path signed with the link's token: the API client signs each
 * sending anew and sends once more a request refused as a replay (two identical requests in the same second).
 */
export function signingRequest<S extends z.ZodType>(
  access: SigningAccess,
  paths: { session: string; link: string },
  options: SigningRequestOptions<S>,
): Promise<z.output<S>> {
  return access.kind === 'session'
    ? apiRequest(paths.session, options)
    : apiRequest(paths.link, { ...options, signingToken: access.token });
}

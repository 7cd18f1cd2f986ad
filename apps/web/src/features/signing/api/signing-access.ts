/**
 * How a partner reaches the signing of the articles: signed in with their account (Bearer), or from the
 * e-mailed link without an account, whose token signs every request (SIGNED_REQUEST_HEADER).
 */
export type SigningAccess = { kind: 'session' } | { kind: 'link'; partnerId: number; token: string };

/** A short, stable name of an access for query keys (never the token itself). */
export function accessKey(access: SigningAccess): string {
  return access.kind === 'session' ? 'session' : `link:${access.partnerId}`;
}

/** A contract path (`company/:id/signing`) with its parameters filled in. */
export function fillPath(template: string, params: Record<string, string | number>): string {
  return template.replace(/:([a-z_]+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

/*
 * Schemas that several modules of the sign-in page pass to apiRequest, as imports (SchemaSource in
 * ../api-client.ts): the schema, and zod with it, are downloaded with the first answer, not with the page.
 */

/** `{ ok: true }`, the content of an answer that only confirms. */
export const okContentSchema = () =>
  import('@forja/contracts/user/account-updates').then((m) => m.okResponseSchema.shape.content);

/** A session's tokens. */
export const authTokensSchema = () =>
  import('@forja/contracts/user/auth-tokens').then((m) => m.authTokensSchema);

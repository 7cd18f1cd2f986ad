/*
 * The contracts' schemas that the modules of the sign-in page use, as imports: they pass them to apiRequest
 * (SchemaSource in ../api-client.ts) or check a body with them, so the schemas, and zod with them, are
 * downloaded with the first answer or the first check, not before the page shows. Every other module imports its
 * schemas as usual. `prefetchImportedSchemas` fetches them all once the first page is ready and the browser is
 * idle, so a tab does not need one for the first time hours later, after a release has replaced its file.
 */

/** `{ ok: true }`, the content of an answer that only confirms. */
export const okContentSchema = () =>
  import('@forja/contracts/user/account-updates').then((m) => m.okResponseSchema.shape.content);

/** A session's tokens. */
export const authTokensSchema = () =>
  import('@forja/contracts/user/auth-tokens').then((m) => m.authTokensSchema);

/** The signed-in user's profile. */
export const userSchema = () => import('@forja/contracts/user/user').then((m) => m.userSchema);

/** The answer of a request that sent a verification code. */
export const codeSentSchema = () =>
  import('@forja/contracts/user/verification').then((m) => m.codeSentResponseSchema.shape.content);

/** The login body (the sign-in form checks with it). */
export const loginBodySchema = () => import('@forja/contracts/user/login').then((m) => m.loginBodySchema);

/** The bodies of Google sign-in, Google sign-up and an invited partner's Google sign-up. */
export const googleBodySchemas = async () => {
  const [login, register, byPartner] = await Promise.all([
    import('@forja/contracts/user/login-google'),
    import('@forja/contracts/user/register-google'),
    import('@forja/contracts/user/create-by-partner-google'),
  ]);
  return {
    loginGoogleBodySchema: login.loginGoogleBodySchema,
    registerGoogleBodySchema: register.registerGoogleBodySchema,
    createByPartnerGoogleBodySchema: byPartner.createByPartnerGoogleBodySchema,
  };
};

/** The back office's staff contracts (signing in asks whether the account is staff). */
export const staffContracts = () => import('@forja/contracts/backoffice/staff');

/** The consents' contracts (the consent banner of every page). */
export const legalContracts = () => import('@forja/contracts/legal/legal');

/** The server's public settings. */
export const appConfigSchema = () => import('@forja/contracts/app-config').then((m) => m.appConfigSchema);

/** The evaluated feature flags. */
export const featureFlagMapSchema = () =>
  import('@forja/contracts/analytics/feature-flags').then((m) => m.featureFlagMapSchema);

/** The answer to a batch of analytics events. */
export const analyticsBatchSchema = () =>
  import('@forja/contracts/analytics/analytics').then((m) => m.analyticsBatchResponseSchema.shape.content);

const ALL = [
  () => import('./answer-parsing'),
  okContentSchema,
  authTokensSchema,
  userSchema,
  codeSentSchema,
  loginBodySchema,
  googleBodySchemas,
  staffContracts,
  legalContracts,
  appConfigSchema,
  featureFlagMapSchema,
  analyticsBatchSchema,
];

/** How often the prefetch looks again whether the first page is ready. */
const READY_CHECK_MS = 500;

/**
 * Fetches every schema above (and what reading an answer takes) once the document has loaded, the first page is
 * ready (`firstPageReady`: its route's code and data loaded) and the browser is idle: on a signed-in page, whose
 * data comes after the document's load, they would otherwise take the connections its data and code are waiting
 * for. The page is asked, not listened to: a router's first subscriber receives the state its first navigation
 * buffered for the app.
 */
export function prefetchImportedSchemas(firstPageReady: () => boolean = () => true): void {
  const idle = (then: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(then, { timeout: 5000 })
      : setTimeout(then, 1000);
  // One import per idle moment: each adds its files' preloads to the document, and all at once held a phone's
  // main thread for about 90 ms.
  const fetchFrom = (index: number) => {
    const load = ALL[index];
    if (!load) return;
    void load().catch(() => undefined);
    idle(() => fetchFrom(index + 1));
  };
  const whenReady = () => {
    if (firstPageReady()) fetchFrom(0);
    else setTimeout(() => idle(whenReady), READY_CHECK_MS);
  };
  if (document.readyState === 'complete') idle(whenReady);
  else window.addEventListener('load', () => idle(whenReady), { once: true });
}

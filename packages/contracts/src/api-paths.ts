/** Base paths of the two backends (spec section 7). */
export const API_BASE = '/api/v3';
export const SUPPORT_BASE = '/ai';
export const HEALTH_PATH = '/api/health';
/** Liveness: the process answers; touches nothing else (a load balancer restarts a process that fails it). */
export const HEALTH_LIVE_PATH = '/api/health/live';
/** Readiness: the database answers and every migration is applied (a load balancer sends traffic only then). */
export const HEALTH_READY_PATH = '/api/health/ready';

/*
 * The paths and headers the first page's code needs. They live here, in a module without zod, so that a module
 * naming a path does not bring the schemas beside it (and zod) to the sign-in page: the schemas are downloaded
 * with the first answer to parse (apps/web/src/lib/api-client.ts).
 */

/** `GET app-config` (anyone): what the web app needs to know of the server's configuration. */
export const APP_CONFIG_PATH = 'app-config';
/** `GET feature-flags` (anyone): the evaluated flags. */
export const FEATURE_FLAGS_PATH = 'feature-flags';
/** `GET consents/me` and `POST consents/me` (signed in). */
export const CONSENTS_ME_PATH = 'consents/me';
/** `POST analytics/events` (public; a Bearer token identifies the user): one batch of one browser's events. */
export const ANALYTICS_EVENTS_PATH = 'analytics/events';
export const LOGIN_GOOGLE_PATH = 'user/login-google';
export const REGISTER_GOOGLE_PATH = 'user/register-google';
/** `:id` is the invited partner's id. */
export const CREATE_BY_PARTNER_GOOGLE_PATH = 'user/create-by-partner/google/:id';
export const createByPartnerGooglePath = (partnerId: number) => `user/create-by-partner/google/${partnerId}`;
/** The back office's API lives under this path of API_BASE; every route answers 404 to anyone but staff. */
export const BACKOFFICE_PATH = 'backoffice';

/** The header an invited partner without an account sends, with the token of their link. */
export const INVITATION_TOKEN_HEADER = 'x-invitation-token';
/**
 * A partner signing from the e-mailed link signs each request with it:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(token, "<t>.<raw body>")>`: a request older or newer than
 * SIGNED_REQUEST_TOLERANCE_SECONDS, or one whose signature was already used, is refused.
 */
export const SIGNED_REQUEST_HEADER = 'x-forja-signature';

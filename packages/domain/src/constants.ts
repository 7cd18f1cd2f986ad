/** Business constants of spec section 9. */
export const TOAST_ERROR_MS = 10_000;
export const TOAST_SUCCESS_MS = 3_000;
export const PROFILE_CACHE_MS = 3_000;
export const COMPANY_CACHE_MS = 5_000;

/** Where the error toast appears. */
export const TOAST_ERROR_POSITION = 'bottom-left';
/** The chat message limit, in characters. */
export const CHAT_MAX_CHARS = 1000;
/** The chat loading indicator cycles its dots this often. */
export const CHAT_LOADING_DOT_MS = 500;
/** A company or an appointment cannot be cancelled within this time of it (2 hours). */
export const CANCELLATION_MIN_NOTICE_MS = 2 * 60 * 60 * 1000;
/** HTTP requests have no timeout by default. */
export const HTTP_REQUEST_TIMEOUT_MS: number | null = null;
/** The analytics user id is zero-padded to at least this many characters. */
export const ANALYTICS_ID_MIN_LENGTH = 5;
/** The browser storage key of the campaign record. */
export const CAMPAIGN_STORAGE_KEY = 'campaign_data';

/** Analytics client defaults, for reference. */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60 * 1000;
export const ANALYTICS_SESSION_MAX_MS = 24 * 60 * 60 * 1000;
export const ANALYTICS_FLUSH_INTERVAL_MS = 3_000;
export const ANALYTICS_REQUEST_TIMEOUT_MS = 60_000;
export const ANALYTICS_RATE_LIMIT_PER_SECOND = 10;
export const ANALYTICS_RATE_LIMIT_BURST = 100;
export const ANALYTICS_FEATURE_FLAG_TIMEOUT_MS = 3_000;
export const ANALYTICS_COOKIE_DAYS = 365;

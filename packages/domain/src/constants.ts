/** Business constants of spec section 9. */
export const TOAST_ERROR_MS = 10_000;
export const TOAST_SUCCESS_MS = 3_000;
export const PROFILE_CACHE_MS = 3_000;
export const COMPANY_CACHE_MS = 5_000;

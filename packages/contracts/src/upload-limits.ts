/**
 * Uploads larger than this are refused with file_too_large (configurable on the server with UPLOAD_MAX_BYTES).
 * A module without zod, so that the web's first page can name the limit in its error texts without
 * downloading the schemas.
 */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

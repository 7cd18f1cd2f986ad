/** Base paths of the two backends (spec section 7). */
export const API_BASE = '/api/v3';
export const SUPPORT_BASE = '/ai';
export const HEALTH_PATH = '/api/health';

/** Base paths of the two backends (spec section 7). */
export const API_BASE = '/api/v3';
export const SUPPORT_BASE = '/ai';
export const HEALTH_PATH = '/api/health';
/** Liveness: the process answers; touches nothing else (a load balancer restarts a process that fails it). */
export const HEALTH_LIVE_PATH = '/api/health/live';
/** Readiness: the database answers and every migration is applied (a load balancer sends traffic only then). */
export const HEALTH_READY_PATH = '/api/health/ready';

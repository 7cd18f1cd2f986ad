export * from './api-paths';
export * from './envelope';
export * from './error-codes';
export * from './health/get-health';
export * from './user/available-email';

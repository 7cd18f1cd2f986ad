export * from './auth';
export * from './companies';
export * from './mail';
export * from './users';
export * from './support';
export * from './company-records';
export * from './partners';
export * from './payments';

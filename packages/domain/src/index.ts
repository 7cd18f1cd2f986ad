export * from './i18n/languages';
export * from './i18n/resolve-language';
export * from './constants';
export * from './validation/email';

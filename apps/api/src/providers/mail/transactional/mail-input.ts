import type { Language } from '@forja/domain';

/** What every transactional e-mail needs to know. */
export type TransactionalMailBase = {
  /** The recipient's language. */
  language: Language;
  /** The recipient's first name; blank greets without a name. */
  name: string;
  /** The company the e-mail is about, by the name its founder knows it. */
  companyName: string;
  /** An absolute http(s) link to the page the e-mail is about. */
  link: string;
};

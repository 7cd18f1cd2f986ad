import type { Language } from '@forja/domain';

/**
 * Absolute links into the web app for e-mails (spec section 2, apps/web/src/config/paths.ts): the language
 * segment first, then the page.
 */
export function createAppLinks(appUrl: string) {
  const base = appUrl.replace(/\/$/, '');
  const id = (companyId: number) => encodeURIComponent(String(companyId));
  const workspace = (language: Language, companyId: number, page: string) =>
    `${base}/${language}/dashboard/${id(companyId)}/${page}`;
  return {
    /** Dashboard: where the company stands and what comes next; the help widget lives on its pages. */
    dashboard: (language: Language, companyId: number) => workspace(language, companyId, 'home'),
    /**
     * The company's record (dashboard/{id}/detail), where the founder gives the address the testimonio's original
     * is shipped to and follows its delivery. Unlike home, it never redirects to an onboarding step (e.g. Banks).
     */
    companyDetail: (language: Language, companyId: number) => workspace(language, companyId, 'detail'),
    /** Documents: the company's own documents and the ones Forja delivers. */
    documents: (language: Language, companyId: number) => workspace(language, companyId, 'documents'),
    /** PartnersDocuments: every partner's documents. */
    partnersDocuments: (language: Language, companyId: number) =>
      workspace(language, companyId, 'partners_documents'),
    /** The legal names (denominaciones) proposed and their state. */
    legalNames: (language: Language, companyId: number) =>
      workspace(language, companyId, 'company_denomination'),
    /** Invoices: the bills, each with its receipt. */
    invoices: (language: Language, companyId: number) => workspace(language, companyId, 'invoices'),
    companyBasicData: (language: Language, companyId: number) =>
      workspace(language, companyId, 'company_basic_data'),
    companyPartners: (language: Language, companyId: number) =>
      workspace(language, companyId, 'company_partners'),
    /** Administration: the administrators and the commissary. */
    companyAdmin: (language: Language, companyId: number) => workspace(language, companyId, 'company_admin'),
    /** Banks: the partner banks and the company's referral. */
    banks: (language: Language, companyId: number) => workspace(language, companyId, 'banks'),
    /** A page under /payment/{company_id}: '' (CheckoutAdvance), checkout_representation, payment_status… */
    payment: (language: Language, companyId: number, page = '') =>
      `${base}/${language}/payment/${id(companyId)}${page ? `/${page}` : ''}`,
    /**
     * The commissary's own flow (the ID with the selfie, then the CSF: the step they are on opens), or its
     * `complementaries` page, where the CSF is uploaded.
     */
    commissary: (language: Language, companyId: number, page: '' | 'complementaries' = '') =>
      `${base}/${language}/commissary${page ? `/${page}` : ''}?company=${id(companyId)}`,
    /** A path of the API itself (served on the same address), e.g. /api/v3/reminders/stop/…. */
    api: (path: string) => `${base}${path}`,
  };
}
export type AppLinks = ReturnType<typeof createAppLinks>;

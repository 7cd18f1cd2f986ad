import type { LegalDocumentKind } from '@forja/contracts';
import {
  ROUTE_NAMES,
  type E_SIGNATURE_REDIRECT_ROUTE_PREFIX,
  type Language,
  type OnboardingChecklist,
  type RouteName,
  type RouteTarget,
} from '@forja/domain';

/**
 * Every path of the web app in one place (spec section 2), by route name. Paths are relative to the
 * language segment; `routeUrl` puts the language in front and fills the parameters.
 */
const ROUTE_PATHS: Record<RouteName, string> = {
  Login: '',
  RecoverPassword: 'auth/recover_password',
  NewPassword: 'auth/new_password',
  ValidationActToUser: 'auth/yolo',
  RedirectToSchedule: 'redirect_call',
  Options: 'register',
  Register: 'register/welcome',
  TypeSociety: 'register/type_of_society',
  LegalName: 'register/legal_name',
  PersonalInformation: 'register/personal_information',
  CrearCuenta: 'register/crear_cuenta',
  LegalNameOld: 'register/legal_name_old',
  PersonalInformationOld: 'register/personal_information_old',
  VerifyAccount: 'verify_account',
  EditPhoneAndEmail: 'verify_account/edit_phone_and_email',
  CheckoutAdvance: 'payment/:company_id',
  CheckoutRepresentation: 'payment/:company_id/checkout_representation',
  CheckoutAmazon: 'payment/:company_id/checkout_amazon',
  PaymentStatus: 'payment/:company_id/payment_status',
  Checkout: 'payment/:company_id/checkout',
  CheckoutAccountant: 'payment/:company_id/checkout_accountant',
  PaymentUpdate: 'payment/:company_id/payment_status_complement',
  Start: 'invited',
  InvitedComplementaries: 'invited/complementaries',
  InvitedValidation: 'invited/verification',
  InvitedRegister: 'invited/register',
  End: 'invited/validation_complete',
  CommissaryStart: 'commissary',
  CommissaryComplementaries: 'commissary/complementaries',
  CommissaryEnd: 'commissary/end',
  Account: 'account',
  Companies: 'companies',
  Dashboard: 'dashboard/:company_id/home',
  Documents: 'dashboard/:company_id/documents',
  CompanyBasicData: 'dashboard/:company_id/company_basic_data',
  CompanyPartners: 'dashboard/:company_id/company_partners',
  PartnersDocuments: 'dashboard/:company_id/partners_documents',
  Banks: 'dashboard/:company_id/banks',
};

/**
 * The route name of a path (analytics' `route_name`): a named route of spec section 2, or else the path's
 * pattern without the language, with ids as `:id` (`dashboard/:id/banks/bbva`).
 */
export function routeNameOf(pathname: string): string {
  const rest = pathname.split('/').slice(2).filter(Boolean);
  for (const [name, pattern] of Object.entries(ROUTE_PATHS)) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== rest.length) continue;
    if (parts.every((part, index) => part.startsWith(':') || part === rest[index])) return name;
  }
  return rest.map((segment) => (/^\d+$/.test(segment) ? ':id' : segment)).join('/') || 'Login';
}

/** The URL of a named route in a language, with its parameters and query. */
export function routeUrl(language: Language, target: RouteTarget | RouteName): string {
  const {
    name,
    params = {},
    query,
  } = typeof target === 'string' ? { name: target, params: {}, query: undefined } : target;
  const path = ROUTE_PATHS[name].replace(/:([a-z_]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return `/${language}${path ? `/${path}` : ''}${search}`;
}

/**
 * The e-signature redirect route (spec section 2: `redirect_sign/{token_data?}`), where the provider's signing
 * page sends the signer back. The spec names it after the provider; the provider is chosen by configuration,
 * so each provider's name shares the one path.
 */
export const E_SIGNATURE_REDIRECT_PATH = 'redirect_sign/:token_data?';
export const E_SIGNATURE_REDIRECT_ROUTES = {
  RedirectSignSandbox: E_SIGNATURE_REDIRECT_PATH,
  RedirectSignDocumenso: E_SIGNATURE_REDIRECT_PATH,
} as const satisfies Record<`${typeof E_SIGNATURE_REDIRECT_ROUTE_PREFIX}${string}`, string>;

/** Pages that are not named in the spec. */
export const paths = {
  /** The public legal pages: the privacy notice (full and simplified) and the terms, at a version when given. */
  legal: (language: Language, kind: LegalDocumentKind, version?: number) =>
    `/${language}/legal/${LEGAL_PAGE_PATHS[kind]}${version === undefined ? '' : `?version=${version}`}`,
  devMailbox: (language: Language) => `/${language}/dev/mailbox`,
  /** The e-signature redirect route, with the provider's token when given. */
  eSignatureRedirect: (language: Language, tokenData?: string) =>
    `/${language}/redirect_sign${tokenData ? `/${encodeURIComponent(tokenData)}` : ''}`,
  // Workspace pages the spec lists under dashboard/{company_id} without a route name.
  companyDenomination: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'company_denomination'),
  companyAdmin: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'company_admin'),
  /** The company's full record: data, deed, RFC, registry folio, delivery, documents. */
  companyDetail: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'detail'),
  /** administration/{company_id}/company_fiels: the SAT, RFC and e.firma. */
  companyFiels: (language: Language, companyId: number | string) =>
    `/${language}/administration/${encodeURIComponent(String(companyId))}/company_fiels`,
  /** administration/{company_id}/accountant_tally: the accountant service. */
  accountantTally: (language: Language, companyId: number | string) =>
    `/${language}/administration/${encodeURIComponent(String(companyId))}/accountant_tally`,
  /** The end of onboarding: the company is formed. */
  validationComplete: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'validation_complete'),
  services: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'services'),
  invoices: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'invoices'),
  /** The company's bank account, once the partner bank opened it. */
  bank: (language: Language, companyId: number | string) => workspacePath(language, companyId, 'bank'),
  /** banks/{company_id}/{bank}: one partner bank's page (bbva, fondeadora, or another of the catalogue). */
  partnerBank: (language: Language, companyId: number | string, bankKey: string) =>
    `/${language}/banks/${encodeURIComponent(String(companyId))}/${encodeURIComponent(bankKey)}`,
  /** The Amazon import programme (Amazon customers). */
  importProgramme: (language: Language, companyId: number | string) =>
    workspacePath(language, companyId, 'import'),
  // Partner flows: steps the spec lists without a route name.
  invitedStep: (language: Language, step: string, query: { partner: string; company: string }) =>
    `/${language}/invited/${step}?${new URLSearchParams(query).toString()}`,
  isPartnerStep: (language: Language, companyId: number | string, step = '') =>
    `/${language}/isPartner/${encodeURIComponent(String(companyId))}${step ? `/${step}` : ''}`,
};

/** Each legal document's path under /{lang}/legal. */
export const LEGAL_PAGE_PATHS: Record<LegalDocumentKind, string> = {
  privacy: 'privacy',
  privacy_simplified: 'privacy/simplified',
  terms: 'terms',
};

function workspacePath(language: Language, companyId: number | string, page: string): string {
  return `/${language}/dashboard/${encodeURIComponent(String(companyId))}/${page}`;
}

/**
 * Where a checklist step's button goes (the dashboard's checklist, the support assistant's progress card): a
 * named route, or a workspace page without a route name. A route name the app does not know gives null.
 */
export function checklistTargetUrl(
  language: Language,
  target:
    | NonNullable<OnboardingChecklist['target']>
    | { name: string; params: Readonly<Record<string, string>>; query?: Readonly<Record<string, string>> },
): string | null {
  if (!('page' in target)) {
    const { name } = target;
    const known = (ROUTE_NAMES as readonly string[]).includes(name);
    return known ? routeUrl(language, { ...target, name: name as RouteName }) : null;
  }
  switch (target.page) {
    case 'company_admin':
      return paths.companyAdmin(language, target.company_id);
    case 'detail':
      return paths.companyDetail(language, target.company_id);
    case 'company_fiels':
      return paths.companyFiels(language, target.company_id);
  }
}

import type {
  Company,
  CompanyDeed,
  CompanyDocument,
  CompanyDocumentType,
  Order,
  Partner,
  PartnerDocument,
  PartnerDocumentType,
  Subscription,
  User,
} from '@forja/contracts';

// Builders for tests: each answers a complete, well-typed value with the given fields replaced.

let nextId = 1000;
const id = () => ++nextId;

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    code: null,
    sidebar_retract: false,
    name: 'Ana',
    first_names: 'Ana',
    last_names: 'López',
    full_name: 'Ana López',
    email: 'ana@example.mx',
    is_confirmed: true,
    phone: null,
    phone_country_code: null,
    phone_alpha_code: null,
    country_iso_code: null,
    pm_last_four: null,
    nationality: null,
    nationality_id: null,
    notary_id: null,
    companies: [{ id: 1, user_id: 7, friendly_id: 'F-1', name: 'Tienda', legal_name: null }],
    company_as_a_partner: [],
    ...overrides,
  };
}

export function partnerDocument(
  type: PartnerDocumentType,
  overrides: Partial<PartnerDocument> = {},
): PartnerDocument {
  return {
    id: id(),
    type,
    document_url: `https://files.example/${type}.pdf`,
    is_approved: false,
    rejection_category: null,
    owner_category: null,
    ...overrides,
  };
}

export function companyDocument(
  type: CompanyDocumentType,
  overrides: Partial<CompanyDocument> = {},
): CompanyDocument {
  return {
    id: id(),
    type,
    document_url: `https://files.example/${type}.pdf`,
    is_approved: false,
    rejection_category: null,
    owner_category: null,
    ...overrides,
  };
}

/** The documents of a single Mexican partner: voter card both sides, address, CFI. */
export const PERSON_DOCUMENTS: readonly PartnerDocumentType[] = [
  'national_identity',
  'national_identity_back',
  'address',
  'CFI',
];

export function makePartner(overrides: Partial<Partner> = {}): Partner {
  return {
    id: id(),
    email: 'socio@example.mx',
    name: 'Luis',
    first_name: 'Pérez',
    last_name: 'Soto',
    rfc: null,
    birthplace: null,
    tax_country: 'México',
    tax_id: null,
    civil_status: 'soltero',
    accept_terms_conditions: true,
    nationalities: [],
    is_moral_person: false,
    shares: [{ id: id(), share_series_id: 1, percentage: 50 }],
    mati_verification: true,
    mati_status: [],
    documents: PERSON_DOCUMENTS.map((type) => partnerDocument(type)),
    user_id: null,
    invitation_accepted: false,
    permission_to_edit: false,
    curp: null,
    address: null,
    ...overrides,
  };
}

export function order(status: string, items: string[] = ['Constitución']): Order {
  return { id: id(), status, items: items.map((name) => ({ name })) };
}

export function subscription(status: string, items: string[] = ['Contabilidad']): Subscription {
  return { id: id(), status, items: items.map((name) => ({ name })) };
}

/**
 * A company past every onboarding step, so that resolveNextRoute answers Dashboard: paid, basic data given,
 * partners with shares and documents, a share series and a commissary, not legal-representation, not Amazon.
 */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1,
    user_id: 7,
    friendly_id: 'F-1',
    name: 'Tienda',
    company_type: 'sapi',
    commissary: null,
    fiscal_residence: null,
    rfc: null,
    description: 'Venta de café',
    web_site: null,
    last_payment_link_at: null,
    legal_name: 'Tienda de Café',
    timer: null,
    shipping_delivery: null,
    date_signature: null,
    shipping_address: null,
    status_federal_registration: null,
    will_hire: true,
    update_constitutive: null,
    partners: [makePartner({ email: 'ana@example.mx' }), makePartner({ email: 'luis@example.mx' })],
    stages: [],
    orders: [order('complete')],
    subscriptions: [],
    council: [{ id: 1, partner_id: null, name: 'Comisaria', council_role: 'commissary' }],
    documents: [],
    bills: [],
    company_business_twists: [{ id: 1, name: 'Comercio' }],
    legal_names: [],
    share_series: [{ id: 1, name: 'A', share_class: 'ordinary', nominal_value_centavos: 10_000 }],
    legal_representatives: [],
    banking_services: [],
    rfc_later: false,
    testimony: false,
    redirected_banks: false,
    amazon_customer: false,
    appointment_type_efirma: false,
    legal_representation: false,
    has_unique_administrator: null,
    name_authorization: false,
    flag_data_banking_service: false,
    not_interested_banks: false,
    trademark_registration_later: false,
    expedient_completed: false,
    delivery_completed: false,
    reset_denominations: false,
    acknowledgment_meet: false,
    partners_has_documents_completed: false,
    commissary_has_documents_completed: false,
    beta_accounting: false,
    fixed_capital_centavos: null,
    stated_domicile: null,
    flags: { weetrust_id: null, date_signature: null },
    formation: {
      se_signature_ready_at: null,
      deed: null,
      testimony_at: null,
      delivery: {
        status: 'awaiting_address',
        address: null,
        carrier: null,
        tracking_number: null,
        tracking_url: null,
        shipped_at: null,
        delivered_at: null,
      },
      rfc_recorded_at: null,
      appointments: [],
      efirma_obtained_at: null,
    },
    ...overrides,
  };
}

/** A value the types forbid but old or hand-written data may carry (null lists): for robustness tests. */
export function loose<T>(value: unknown): T {
  return value as T;
}

/** A deed recorded by a notary: what the back office records once a company signed before one. */
export function notaryDeed(overrides: Partial<CompanyDeed> = {}): CompanyDeed {
  return {
    notary_number: 45,
    notary_name: 'Lic. Rosa Méndez',
    notary_city: 'Ciudad de México',
    deed_number: '12345',
    deed_date: '2026-03-10',
    volume: '321',
    folio_mercantil: 'N-2026012345',
    recorded_at: '2026-03-10T20:00:00.000Z',
    ...overrides,
  };
}

/** An S.A.S.'s registration in the Secretaría de Economía's system: recorded like a deed, with no notary or volume. */
export function sasRegistration(overrides: Partial<CompanyDeed> = {}): CompanyDeed {
  return notaryDeed({
    notary_number: null,
    notary_name: null,
    notary_city: null,
    volume: null,
    deed_number: 'SAS-2026-000123',
    ...overrides,
  });
}

import {
  COMPANY_DOCUMENT_TYPES,
  PARTNER_DOCUMENT_TYPES,
  type Company,
  type CompanyAsAPartner,
  type User,
  type UserCompany,
} from '@forja/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_ROUTE_NAMES, resolveNextRoute } from './resolve-next-route';
import { makeCompany } from '../testing/fixtures';

// Arbitrary well-typed users and companies, drawn from small pools so that the interesting values (known and
// unknown statuses, the special items, matching e-mails in any case) turn up often.

const id = fc.integer({ min: 1, max: 20 });
const text = fc.option(
  fc.constantFrom('', ' ', 'Tienda', 'casado', 'Casado', 'soltero', 'srl', 'sapi', '2025-01-01'),
);
const email = fc.constantFrom('ana@example.mx', 'ANA@example.MX', ' ana@example.mx', 'luis@example.mx', '');
const status = fc.constantFrom(
  'complete',
  'pending',
  'awaiting_checkout',
  'active',
  'incomplete',
  'past_due',
  'x',
  '',
);
const items = fc.array(
  fc.record({
    name: fc.constantFrom('Complemento Acta Constitutiva', 'Servicio de Comisario', 'Constitución', ''),
  }),
  { maxLength: 3 },
);
const document = <T extends string>(types: readonly T[]) =>
  fc.record({
    id,
    type: fc.constantFrom(...types),
    document_url: fc.option(fc.constantFrom('', 'https://files.example/a.pdf')),
    is_approved: fc.boolean(),
    rejection_category: fc.option(fc.constantFrom('', 'illegible')),
    owner_category: fc.constant(null),
  });

const partner = fc.record({
  id,
  email: fc.option(email),
  name: text,
  first_name: text,
  last_name: text,
  rfc: text,
  birthplace: text,
  tax_country: fc.option(fc.constantFrom('México', 'MX', 'USA', '')),
  tax_id: text,
  civil_status: text,
  accept_terms_conditions: fc.boolean(),
  nationalities: fc.constant([] as never[]),
  is_moral_person: fc.boolean(),
  shares: fc.array(
    fc.record({
      id,
      share_series_id: fc.option(id),
      percentage: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
    }),
    { maxLength: 2 },
  ),
  mati_verification: fc.option(fc.boolean()),
  mati_status: fc.array(fc.record({ status: fc.constantFrom('Reject', 'Denied', 'verified') }), {
    maxLength: 2,
  }),
  documents: fc.array(document(PARTNER_DOCUMENT_TYPES), { maxLength: 8 }),
  user_id: fc.option(id),
  invitation_accepted: fc.boolean(),
  permission_to_edit: fc.boolean(),
  curp: fc.constant(null),
  address: fc.constant(null),
});

const company: fc.Arbitrary<Company> = fc.record({
  id,
  user_id: id,
  friendly_id: text,
  name: text,
  company_type: text,
  commissary: text,
  fiscal_residence: text,
  rfc: text,
  description: text,
  web_site: text,
  last_payment_link_at: text,
  legal_name: text,
  timer: text,
  shipping_delivery: text,
  date_signature: text,
  shipping_address: text,
  status_federal_registration: text,
  will_hire: fc.option(fc.boolean()),
  update_constitutive: fc.option(fc.boolean()),
  partners: fc.array(partner, { maxLength: 3 }),
  stages: fc.constant([] as never[]),
  orders: fc.array(fc.record({ id, status, items }), { maxLength: 3 }),
  subscriptions: fc.array(fc.record({ id, status, items }), { maxLength: 2 }),
  council: fc.array(
    fc.record({
      id,
      partner_id: fc.option(id),
      name: text,
      council_role: fc.constantFrom('commissary', 'president'),
    }),
    { maxLength: 2 },
  ),
  documents: fc.array(document(COMPANY_DOCUMENT_TYPES), { maxLength: 4 }),
  bills: fc.constant([] as never[]),
  company_business_twists: fc.array(fc.record({ id, name: fc.constant('Comercio') }), { maxLength: 2 }),
  legal_names: fc.constant([] as never[]),
  share_series: fc.array(
    fc.record({
      id,
      name: fc.constantFrom('A', 'B'),
      share_class: fc.constant('ordinary'),
      nominal_value_centavos: fc.constant(10_000),
    }),
    { maxLength: 2 },
  ),
  legal_representatives: fc.constant([] as never[]),
  banking_services: fc.constant([] as never[]),
  rfc_later: fc.boolean(),
  testimony: fc.boolean(),
  redirected_banks: fc.boolean(),
  amazon_customer: fc.boolean(),
  appointment_type_efirma: fc.boolean(),
  legal_representation: fc.boolean(),
  has_unique_administrator: fc.option(fc.boolean()),
  name_authorization: fc.boolean(),
  flag_data_banking_service: fc.boolean(),
  not_interested_banks: fc.boolean(),
  trademark_registration_later: fc.boolean(),
  expedient_completed: fc.boolean(),
  delivery_completed: fc.boolean(),
  reset_denominations: fc.boolean(),
  acknowledgment_meet: fc.boolean(),
  partners_has_documents_completed: fc.boolean(),
  commissary_has_documents_completed: fc.boolean(),
  beta_accounting: fc.boolean(),
  fixed_capital_centavos: fc.constant(null),
  stated_domicile: fc.constant(null),
  flags: fc.record({ weetrust_id: text, date_signature: text }),
  formation: fc.constant(makeCompany().formation),
});

const userCompany: fc.Arbitrary<UserCompany> = fc.record({
  id,
  user_id: id,
  friendly_id: text,
  name: text,
  legal_name: text,
});
const partnerCompany: fc.Arbitrary<CompanyAsAPartner> = fc.record({
  id,
  user_id: id,
  friendly_id: text,
  name: text,
  legal_name: text,
  invitation_accepted: fc.boolean(),
});

const user: fc.Arbitrary<User> = fc.record({
  id,
  code: text,
  sidebar_retract: fc.boolean(),
  name: text,
  first_names: text,
  last_names: text,
  full_name: text,
  email,
  is_confirmed: fc.boolean(),
  phone: text,
  phone_country_code: text,
  phone_alpha_code: text,
  country_iso_code: text,
  pm_last_four: text,
  nationality: fc.option(fc.record({ id, code: fc.constant('MX'), name: fc.constant('México') })),
  nationality_id: fc.option(id),
  notary_id: fc.option(id),
  companies: fc.array(userCompany, { maxLength: 3 }),
  company_as_a_partner: fc.array(partnerCompany, { maxLength: 2 }),
});

const companyIdInPath = fc.option(fc.oneof(id, fc.constantFrom('', ' ', '3', 'abc')), { nil: undefined });

describe('resolveNextRoute (properties)', () => {
  it('never throws and always answers a known route, with the company in the params past step 2', () => {
    fc.assert(
      fc.property(user, fc.option(company, { nil: undefined }), companyIdInPath, (u, c, inPath) => {
        const route = resolveNextRoute({ user: u, company: c, companyIdInPath: inPath });
        expect(ONBOARDING_ROUTE_NAMES).toContain(route.name);
        const companyFree = route.name === 'VerifyAccount' || route.name === 'Companies';
        expect(Object.keys(route.params)).toEqual(companyFree ? [] : ['company_id']);
        if (c && !companyFree) expect(route.params.company_id).toBe(String(c.id));
      }),
      { numRuns: 2000 },
    );
  });

  it('sends an unconfirmed user to VerifyAccount whatever the company', () => {
    fc.assert(
      fc.property(user, fc.option(company, { nil: undefined }), (u, c) => {
        expect(resolveNextRoute({ user: { ...u, is_confirmed: false }, company: c }).name).toBe(
          'VerifyAccount',
        );
      }),
    );
  });

  it('never asks for payment once an order is complete', () => {
    fc.assert(
      fc.property(user, company, (u, c) => {
        const paid = { ...c, orders: [...c.orders, { id: 99, status: 'complete', items: [] }] };
        const route = resolveNextRoute({ user: { ...u, is_confirmed: true }, company: paid });
        expect([
          'PaymentStatus',
          'CheckoutRepresentation',
          'CheckoutAdvance',
          'CheckoutAmazon',
        ]).not.toContain(route.name);
      }),
    );
  });
});

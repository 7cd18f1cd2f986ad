import { describe, expect, it } from 'vitest';
import { userSchema } from '../user/user';
import { commissaryVerificationSchema } from './commissary-verification';
import { companySchema, partnerShareSchema } from './company';
import { companyDraftSchema } from './company-draft';
import { EMPTY_FORMATION } from './formation';

const flags = Object.fromEntries(
  [
    'rfc_later',
    'testimony',
    'redirected_banks',
    'amazon_customer',
    'appointment_type_efirma',
    'legal_representation',
    'name_authorization',
    'flag_data_banking_service',
    'not_interested_banks',
    'trademark_registration_later',
    'expedient_completed',
    'delivery_completed',
    'reset_denominations',
    'acknowledgment_meet',
    'partners_has_documents_completed',
    'commissary_has_documents_completed',
    'beta_accounting',
  ].map((flag) => [flag, false]),
);
const lists = Object.fromEntries(
  [
    'partners',
    'stages',
    'orders',
    'subscriptions',
    'council',
    'documents',
    'bills',
    'company_business_twists',
    'legal_names',
    'share_series',
    'legal_representatives',
    'banking_services',
  ].map((list) => [list, []]),
);
const scalars = Object.fromEntries(
  [
    'friendly_id',
    'name',
    'company_type',
    'commissary',
    'fiscal_residence',
    'stated_domicile',
    'rfc',
    'description',
    'web_site',
    'last_payment_link_at',
    'legal_name',
    'timer',
    'shipping_delivery',
    'date_signature',
    'shipping_address',
    'status_federal_registration',
    'will_hire',
    'update_constitutive',
    'has_unique_administrator',
    'fixed_capital_centavos',
  ].map((field) => [field, null]),
);
const newCompany = {
  id: 1,
  user_id: 7,
  ...scalars,
  ...lists,
  ...flags,
  flags: { weetrust_id: null, date_signature: null },
  formation: EMPTY_FORMATION,
};

describe('companySchema', () => {
  it('accepts a new company with empty lists and unknown values as null', () => {
    expect(companySchema.parse(newCompany)).toEqual(newCompany);
  });

  it('requires every list as an array, never null or missing', () => {
    expect(companySchema.safeParse({ ...newCompany, orders: null }).success).toBe(false);
    const withoutPartners: Record<string, unknown> = { ...newCompany };
    delete withoutPartners.partners;
    expect(companySchema.safeParse(withoutPartners).success).toBe(false);
  });

  it('keeps order statuses open but document types closed', () => {
    const order = { id: 1, status: 'refunded', items: [{ name: 'Constitución' }] };
    expect(companySchema.safeParse({ ...newCompany, orders: [order] }).success).toBe(true);
    const document = {
      id: 1,
      type: 'selfie',
      document_url: null,
      is_approved: false,
      rejection_category: null,
      owner_category: null,
    };
    expect(companySchema.safeParse({ ...newCompany, documents: [document] }).success).toBe(false);
  });
});

describe('partnerShareSchema', () => {
  it('takes a null percentage (legacy) and refuses one outside 0 to 100', () => {
    expect(partnerShareSchema.safeParse({ id: 1, share_series_id: null, percentage: null }).success).toBe(
      true,
    );
    expect(partnerShareSchema.safeParse({ id: 1, share_series_id: 1, percentage: 100 }).success).toBe(true);
    expect(partnerShareSchema.safeParse({ id: 1, share_series_id: 1, percentage: 101 }).success).toBe(false);
  });
});

describe('companyDraftSchema', () => {
  it('parses an empty or partial stored draft into a complete one', () => {
    const empty = companyDraftSchema.parse({});
    expect(empty.legal_representation).toBeNull();
    expect(empty.legal_names).toEqual([]);
    expect(empty.amazon_customer).toBe(false);
    expect(companyDraftSchema.parse({ legal_representation: true, type_society: 'SA' })).toMatchObject({
      legal_representation: true,
      type_society: 'SA',
      legal_name: null,
    });
  });
});

describe('userSchema and commissaryVerificationSchema', () => {
  it('accept the profile and the commissary progress', () => {
    const user = {
      id: 7,
      code: null,
      sidebar_retract: false,
      name: null,
      first_names: null,
      last_names: null,
      full_name: null,
      email: 'ana@example.mx',
      is_confirmed: true,
      phone: null,
      phone_country_code: null,
      phone_alpha_code: null,
      country_iso_code: null,
      pm_last_four: null,
      nationality: { id: 1, code: 'MX', name: 'México' },
      nationality_id: 1,
      notary_id: null,
      companies: [{ id: 1, user_id: 7, friendly_id: 'F-1', name: 'Tienda', legal_name: null }],
      company_as_a_partner: [
        { id: 2, user_id: 9, friendly_id: null, name: null, legal_name: null, invitation_accepted: true },
      ],
    };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.safeParse({ ...user, company_as_a_partner: [{ id: 2 }] }).success).toBe(false);
    const progress = { commissary_id: 3, is_metamap_validated: true, is_csf_validated: false };
    expect(commissaryVerificationSchema.parse(progress)).toEqual(progress);
  });
});

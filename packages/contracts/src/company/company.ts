import { z } from 'zod';
import { companyFormationSchema } from './formation';
import { nationalitySchema } from '../user/user';
import { partnerAddressSchema } from '../partners/partner-address';
import { LANGUAGES } from '../languages';

/** Order status values seen (spec section 4). Statuses are text: an unknown one counts as none of these. */
export const ORDER_STATUSES = ['complete', 'pending', 'awaiting_checkout'] as const;
/** Subscription status values seen (spec section 4). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'pending',
  'incomplete',
  'past_due',
  'awaiting_checkout',
] as const;

/** The company's own document types (spec section 3, "Company document"). */
export const COMPANY_DOCUMENT_TYPES = [
  'fiscal_identity',
  'commissary_national_identity',
  'commissary_CSF',
  'articles_of_incorporation',
  'mandate_contract',
  'acuse_cita_sat',
  'articles_of_incorporation_render',
  'legal_representative_address_rfc',
  'legal_name_authorization',
  'CSF_company',
  'business_activity_proof',
  'ownership_connection',
  // Forja's additions: the signed articles and the e-signature's audit certificate.
  'signed_articles_of_incorporation',
  'signature_certificate',
  // The certified copy (testimonio) of the public deed and the public-registry entry (folio mercantil electrónico).
  'testimony',
  'public_registry_entry',
  // The bank account's contract or statement, once the partner bank opened it.
  'bank_account_contract',
] as const;

/** The company documents that belong to its commissary, who uploads them: their ID and their CSF. */
export const COMMISSARY_DOCUMENT_TYPES = ['commissary_national_identity', 'commissary_CSF'] as const;
export type CommissaryDocumentType = (typeof COMMISSARY_DOCUMENT_TYPES)[number];

/** Whether a company document is one of the commissary's own (their ID and CSF), which they upload. */
export function isCommissaryDocument(type: string): type is CommissaryDocumentType {
  return (COMMISSARY_DOCUMENT_TYPES as readonly string[]).includes(type);
}
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

/** A partner's document types; the last three are asked of legal-entity partners only (spec section 3). */
export const PARTNER_DOCUMENT_TYPES = [
  'national_identity',
  'national_identity_back',
  'passport',
  'address',
  'CFI',
  'id_spouse',
  'id_spouse_back',
  'marriage_certificate',
  'articles_of_incorporation',
  'legal_representative_proof',
  'fiscal_identity',
] as const;
export type PartnerDocumentType = (typeof PARTNER_DOCUMENT_TYPES)[number];

/** The value of `council_role` that makes a council member the commissary. */
export const COMMISSARY_COUNCIL_ROLE = 'commissary';

const documentFields = {
  id: z.number().int(),
  document_url: z.string().nullable(),
  is_approved: z.boolean(),
  rejection_category: z.string().nullable().describe('Why the document was rejected; null when it was not'),
  /** Forja's note to the founder about a rejection (see DOCUMENT_REJECTION_CATEGORIES), when one was written. */
  rejection_note: z.string().nullable().optional(),
  owner_category: z.string().nullable(),
};

export const companyDocumentSchema = z.object({ ...documentFields, type: z.enum(COMPANY_DOCUMENT_TYPES) });
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

export const partnerDocumentSchema = z.object({ ...documentFields, type: z.enum(PARTNER_DOCUMENT_TYPES) });
export type PartnerDocument = z.infer<typeof partnerDocumentSchema>;

/** A partner's holding in one share series. A null percentage marks a legacy partner. */
export const partnerShareSchema = z.object({
  id: z.number().int(),
  share_series_id: z.number().int().nullable(),
  percentage: z.number().min(0).max(100).nullable(),
});
export type PartnerShare = z.infer<typeof partnerShareSchema>;

/** One identity-verification result; `Reject` or `Denied` means it failed. */
export const matiStatusSchema = z.object({ status: z.string() });
export type MatiStatus = z.infer<typeof matiStatusSchema>;

export const partnerSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  rfc: z.string().nullable(),
  birthplace: z.string().nullable(),
  tax_country: z.string().nullable(),
  tax_id: z.string().nullable(),
  civil_status: z.string().nullable().describe("'casado' means married"),
  accept_terms_conditions: z.boolean(),
  nationalities: z.array(nationalitySchema),
  is_moral_person: z.boolean().describe('A legal-entity partner'),
  shares: z.array(partnerShareSchema),
  mati_verification: z.boolean().nullable().describe('Identity verification finished'),
  mati_status: z.array(matiStatusSchema),
  documents: z.array(partnerDocumentSchema),
  /** Forja's additions: the linked account, the invitation and edit permission, CURP and address. */
  user_id: z.number().int().nullable().default(null),
  invitation_accepted: z.boolean().default(false),
  permission_to_edit: z.boolean().default(false),
  curp: z.string().nullable().default(null),
  address: partnerAddressSchema.nullable().default(null),
  /**
   * The language Forja writes to the partner in while they have no account: the one the founder chose for the
   * invitation, then the one they last used through their links. Null: the founder's.
   */
  language: z.enum(LANGUAGES).nullish(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const orderItemSchema = z.object({ name: z.string() });
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.string().describe(ORDER_STATUSES.join(', ')),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const subscriptionSchema = z.object({
  id: z.number().int(),
  status: z.string().describe(SUBSCRIPTION_STATUSES.join(', ')),
  items: z.array(orderItemSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const councilMemberSchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int().nullable(),
  name: z.string().nullable(),
  council_role: z.string().describe(`'${COMMISSARY_COUNCIL_ROLE}' is the commissary`),
});
export type CouncilMember = z.infer<typeof councilMemberSchema>;

export const shareSeriesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  share_class: z.string().default('ordinary'),
  /** Nominal value per share, in centavos. */
  nominal_value_centavos: z.number().int().default(10_000),
});
export type ShareSeries = z.infer<typeof shareSeriesSchema>;

export const legalRepresentativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rfc: z.string().nullable(),
  image: z.string().nullable().describe('URL of the uploaded identity image'),
  approved: z.boolean(),
  manual_verification: z.boolean(),
  /** Set when Forja rejected the representative (same categories as documents), with its note. */
  rejection_category: z.string().nullable().optional(),
  rejection_note: z.string().nullable().optional(),
});
export type LegalRepresentative = z.infer<typeof legalRepresentativeSchema>;

/** A proposed legal name (denominación); priority 1 is the first choice. */
export const denominationSchema = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  priority: z.number().int(),
  /** The Secretaría de Economía's answer, recorded by Forja: null (or absent) while it is pending. */
  decision: z.enum(['approved', 'refused']).nullable().optional(),
  /** Why it was refused (a LEGAL_NAME_REFUSAL_REASONS key) and the operator's note, for the founder. */
  refusal_reason: z.string().nullable().optional(),
  refusal_note: z.string().nullable().optional(),
});
export type Denomination = z.infer<typeof denominationSchema>;

/** A business activity (giro) from the catalogue of `GET business-twists`. */
export const businessTwistSchema = z.object({
  id: z.number().int(),
  /** Its name in Spanish, as saved (the articles of incorporation print it). */
  name: z.string(),
  /** Its SCIAN class code; none for an activity the catalogue no longer has. */
  code: z.string().nullish(),
  /** The catalogue's English name, for pages in English; none for an activity the catalogue no longer has. */
  name_en: z.string().nullish(),
  /** The catalogue's Chinese name, for pages in Chinese; none for an activity the catalogue no longer has. */
  name_zh: z.string().nullish(),
});
export type BusinessTwist = z.infer<typeof businessTwistSchema>;

export const companyStageSchema = z.object({
  name: z.string(),
  completed: z.boolean(),
});
export type CompanyStage = z.infer<typeof companyStageSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  document_url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const bankingServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.string().nullable(),
});
export type BankingService = z.infer<typeof bankingServiceSchema>;

export const companyFlagsSchema = z.object({
  weetrust_id: z.string().nullable(),
  date_signature: z.string().nullable().describe('Set once every signature is in'),
});
export type CompanyFlags = z.infer<typeof companyFlagsSchema>;

/** The company, as `GET company/get-company-profile/{id}` carries it in `content` (spec section 3). */
export const companySchema = z.object({
  // Scalars
  id: z.number().int(),
  user_id: z.number().int(),
  friendly_id: z.string().nullable(),
  name: z.string().nullable(),
  company_type: z.string().nullable().describe("Society type; 'srl' is one value"),
  commissary: z.string().nullable(),
  fiscal_residence: z.string().nullable(),
  stated_domicile: z
    .object({ municipality: z.string(), state: z.string() })
    .nullable()
    .describe(
      'The municipality and state the founder stated for a postal code the SEPOMEX catalogue cannot place',
    ),
  rfc: z.string().nullable(),
  description: z.string().nullable(),
  web_site: z.string().nullable(),
  last_payment_link_at: z.string().nullable(),
  legal_name: z.string().nullable(),
  timer: z.string().nullable(),
  shipping_delivery: z.string().nullable(),
  date_signature: z.string().nullable(),
  shipping_address: z.string().nullable(),
  status_federal_registration: z.string().nullable(),
  will_hire: z.boolean().nullable().describe('The hiring answer; null until answered'),
  update_constitutive: z.boolean().nullable(),
  // Lists (always arrays)
  partners: z.array(partnerSchema),
  stages: z.array(companyStageSchema),
  orders: z.array(orderSchema),
  subscriptions: z.array(subscriptionSchema),
  council: z.array(councilMemberSchema),
  documents: z.array(companyDocumentSchema),
  bills: z.array(billSchema),
  company_business_twists: z.array(businessTwistSchema),
  legal_names: z.array(denominationSchema),
  share_series: z.array(shareSeriesSchema),
  legal_representatives: z.array(legalRepresentativeSchema),
  banking_services: z.array(bankingServiceSchema),
  // Flags
  rfc_later: z.boolean(),
  testimony: z.boolean().describe('The certified copy of the deed (testimonio) exists'),
  redirected_banks: z.boolean(),
  amazon_customer: z.boolean(),
  appointment_type_efirma: z.boolean(),
  legal_representation: z.boolean(),
  has_unique_administrator: z.boolean().nullable(),
  name_authorization: z.boolean(),
  flag_data_banking_service: z.boolean(),
  not_interested_banks: z.boolean(),
  trademark_registration_later: z.boolean(),
  expedient_completed: z.boolean(),
  delivery_completed: z.boolean(),
  reset_denominations: z.boolean(),
  acknowledgment_meet: z.boolean(),
  partners_has_documents_completed: z.boolean(),
  commissary_has_documents_completed: z.boolean(),
  beta_accounting: z.boolean(),
  /**
   * The minimum fixed capital the founder chose for the articles, in centavos; null: none chosen (the
   * articles aim at MXN 50,000). The articles print the amount the holdings reach from it (computeFixedCapital).
   */
  fixed_capital_centavos: z.number().int().nullable(),
  flags: companyFlagsSchema,
  /** After the signature: deed, certified copy and its delivery, RFC, appointments, e.firma. */
  formation: companyFormationSchema,
});
export type Company = z.infer<typeof companySchema>;

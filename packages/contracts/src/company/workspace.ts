import { z } from 'zod';
import { contentSchema } from '../envelope';
import { int4IdSchema } from '../int4';
import { COMPANY_DOCUMENT_TYPES, legalRepresentativeSchema } from './company';

/** `GET business-twists?q=&lang=`: the catalogue of economic activities (SCIAN), searchable. */
export const BUSINESS_TWISTS_PATH = 'business-twists';
export const businessTwistsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  lang: z.enum(['es', 'en', 'zh_cn']).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const businessTwistEntrySchema = z.object({
  id: z.number().int(),
  /** SCIAN 6-digit class code */
  code: z.string(),
  name: z.string(),
});
export type BusinessTwistEntry = z.infer<typeof businessTwistEntrySchema>;
export const businessTwistsResponseSchema = contentSchema(
  z.object({ business_twists: z.array(businessTwistEntrySchema) }),
);

export const companyActivityInputSchema = z.object({
  activity: z.string().trim().max(200).nullable(),
  description: z.string().trim().max(1000).nullable(),
  products: z.string().trim().max(1000).nullable(),
});

/**
 * `PUT company/set-company-category/{id}`: the basic data. Spec payload is activities and description;
 * the website, what the company sells and the hiring answer travel with them.
 */
export const setCompanyCategoryBodySchema = z.object({
  activities: z
    .array(z.object({ id: int4IdSchema }))
    .min(1)
    .max(10),
  description: z.string().trim().min(10).max(1000),
  web_site: z.string().trim().max(300).nullish(),
  company_activity: companyActivityInputSchema.nullish(),
  will_hire: z.boolean().nullish(),
});
export type SetCompanyCategoryBody = z.infer<typeof setCompanyCategoryBodySchema>;

export const updateCompanyGoalBodySchema = z.object({ company_goal: z.string().trim().min(1).max(1000) });
export const setSubsidiaryBodySchema = z.object({ subsidiary: z.boolean() });
/**
 * `POST company/save-fiscal-residence/{id}`: the fiscal address, free text. `domicile` is the municipality and
 * state the founder states when the SEPOMEX catalogue cannot place the address's postal code (the articles'
 * social domicile); without it, a place stated before is cleared. Its values are checked by the API against
 * `statedDomicileSchema` (400 domicile_municipality_invalid, domicile_state_invalid, domicile_state_mismatch).
 */
export const saveFiscalResidenceBodySchema = z.object({
  fiscal_residence: z.string().trim().min(2).max(300),
  domicile: z.object({ municipality: z.string().max(1000), state: z.string().max(1000) }).nullish(),
});
export type SaveFiscalResidenceBody = z.infer<typeof saveFiscalResidenceBodySchema>;

/** `POST company/save-rfc/{id}`: a legal entity's RFC. A check-digit mismatch needs `confirm_checksum`. */
export const saveRfcBodySchema = z.object({
  rfc: z.string().trim().min(1).max(20),
  confirm_checksum: z.boolean().default(false),
});
/** What `POST company/save-rfc/{id}` answers: the RFC as it was saved (normalised). */
export const savedRfcResponseSchema = contentSchema(z.object({ rfc: z.string() }));

/** The company flags a founder may set with `company/update-flags/{id}` (spec: type, is_aprroved). */
export const UPDATABLE_COMPANY_FLAGS = [
  'rfc_later',
  'redirected_banks',
  'not_interested_banks',
  'trademark_registration_later',
  'acknowledgment_meet',
  'appointment_type_efirma',
  'flag_data_banking_service',
] as const;
export const updateFlagsBodySchema = z.object({
  type: z.enum(UPDATABLE_COMPANY_FLAGS),
  /** The spec's spelling. */
  is_aprroved: z.boolean(),
});

/** Onboarding stages a founder marks with `PUT stage/{stage_name}/company/{company_id}`. */
export const COMPANY_STAGES = [
  'basic_data',
  'payment',
  'partners',
  'partner_documents',
  'signature',
  'rfc',
  'bank',
] as const;
export const stageParamsSchema = z.object({
  stage_name: z.enum(COMPANY_STAGES),
  company_id: z.coerce.number().int().positive(),
});
export const stageBodySchema = z.object({ completed: z.boolean().default(true) });

/** `POST alert-document`: e-mails someone a reminder to provide a document. */
export const alertDocumentBodySchema = z.object({
  company_id: z.number().int().positive(),
  type: z.enum(COMPANY_DOCUMENT_TYPES),
  email: z.string().trim().min(3).max(254),
});

/** `PUT company/administration/{id}` (Forja's): sole administrator or board, and its members' roles. */
export const COUNCIL_ROLES = [
  'president',
  'secretary',
  'treasurer',
  'member',
  'sole_administrator',
  'commissary',
] as const;
export const updateAdministrationBodySchema = z.object({
  has_unique_administrator: z.boolean(),
  council: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(200),
        council_role: z.enum(COUNCIL_ROLES),
      }),
    )
    .max(20),
});

/** `POST company/legal-representatives/delete` */
export const deleteLegalRepresentativeBodySchema = z.object({
  legal_representative: z.number().int().positive(),
});

/**
 * Uploads (multipart): `POST company/{id}/documents/{type}` with one `file` field (PDF only, checked by content,
 * at most UPLOAD_MAX_BYTES); `company/legal-representatives/new/{id}` with name, rfc, image (JPEG, PNG or PDF).
 */
export const uploadDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  type: z.enum(COMPANY_DOCUMENT_TYPES),
});
/** What `POST company/{id}/documents/{type}` answers: the stored document's id and its type. */
export const companyDocumentUploadedResponseSchema = contentSchema(
  z.object({ id: z.number().int(), type: z.string() }),
);
/** What `POST company/legal-representatives/new/{id}` answers: the new representative, its image left out. */
export const newLegalRepresentativeResponseSchema = contentSchema(
  legalRepresentativeSchema.pick({
    id: true,
    name: true,
    rfc: true,
    approved: true,
    manual_verification: true,
  }),
);
export const companyDocumentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  document_id: z.coerce.number().int().positive(),
});

/** Company documents the founder provides; the others Forja or the notary provides, and the founder downloads. */
export const FOUNDER_UPLOADABLE_DOCUMENTS = [
  'fiscal_identity',
  'CSF_company',
  'business_activity_proof',
  'ownership_connection',
  'legal_representative_address_rfc',
  'acuse_cita_sat',
  'legal_name_authorization',
] as const;

export { DEFAULT_UPLOAD_MAX_BYTES } from '../upload-limits';

/** The content types a company document may have (checked by content on the server). */
export const PDF_ONLY = ['application/pdf'] as const;

import {
  REGISTER_COMPANY_PATH,
  companySchema,
  registerCompanyBodySchema,
  type Company,
  type CompanyDraft,
  type RegisterCompanyBody,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';
import { capture } from '../../../lib/analytics/analytics';

type Contact = {
  phone: string | null;
  email: string | null;
  country: { lada: string; alpha_code: string } | null;
};

/**
 * The `company/register` body from the draft and the founder's contact, or null when the draft is not
 * complete enough (an old draft with an unknown society type, no commercial name or no proposed names).
 */
export function companyBodyFromDraft(draft: CompanyDraft, contact: Contact): RegisterCompanyBody | null {
  const legalNames = draft.legal_names
    .filter((denomination) => denomination.name.trim() !== '')
    .sort((a, b) => a.priority - b.priority)
    .map((denomination, index) => ({ name: denomination.name.trim(), priority: index + 1 }));
  const parsed = registerCompanyBodySchema.safeParse({
    type_society: draft.type_society,
    company_type: draft.company_type,
    company_package: draft.company_package,
    // The legal name is set once the Secretaría de Economía authorises one of the proposals.
    legal_name: null,
    company_name: draft.company_name,
    legal_names: legalNames,
    activities: draft.activities,
    phone: contact.phone,
    email: contact.email,
    country: contact.country,
    legal_representation: draft.legal_representation,
    amazon_customer: draft.amazon_customer,
    name_authorization: draft.name_authorization,
  });
  return parsed.success ? parsed.data : null;
}

/** Creates the company for the signed-in founder (`POST /api/v3/company/register`); answers it. */
export async function registerCompany(body: RegisterCompanyBody): Promise<Company> {
  const company = await apiRequest(REGISTER_COMPANY_PATH, { body, schema: companySchema });
  capture('company_created', { company_type: body.company_type ?? null });
  return company;
}

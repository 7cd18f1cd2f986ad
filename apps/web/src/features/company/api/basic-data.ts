import {
  okResponseSchema,
  saveFiscalResidenceBodySchema,
  setCompanyCategoryBodySchema,
  setSubsidiaryBodySchema,
  updateCompanyGoalBodySchema,
  type SetCompanyCategoryBody,
  type StatedDomicile,
} from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';

const ok = okResponseSchema.shape.content;

/** Description, activities, website, what the company sells and the hiring answer (`PUT set-company-category`). */
export function saveBasicData(companyId: number, body: SetCompanyCategoryBody): Promise<{ ok: true }> {
  return apiRequest(`company/set-company-category/${companyId}`, {
    method: 'PUT',
    body: setCompanyCategoryBodySchema.parse(body),
    schema: ok,
  });
}

/** What the founder wants to achieve with the company (`POST update-company-goal`). */
export function saveCompanyGoal(companyId: number, companyGoal: string): Promise<{ ok: true }> {
  return apiRequest(`update-company-goal/${companyId}`, {
    body: updateCompanyGoalBodySchema.parse({ company_goal: companyGoal }),
    schema: ok,
  });
}

/** Whether the company is a subsidiary of another company (`POST company/subsidiary/set`). */
export function saveSubsidiary(companyId: number, subsidiary: boolean): Promise<{ ok: true }> {
  return apiRequest(`company/subsidiary/set/${companyId}`, {
    body: setSubsidiaryBodySchema.parse({ subsidiary }),
    schema: ok,
  });
}

/**
 * The company's fiscal address (`POST company/save-fiscal-residence`), with the municipality and state the
 * founder states when the SEPOMEX catalogue cannot place its postal code (without them, a place stated before
 * is cleared).
 */
export function saveFiscalResidence(
  companyId: number,
  fiscalResidence: string,
  domicile?: StatedDomicile,
): Promise<{ ok: true }> {
  return apiRequest(`company/save-fiscal-residence/${companyId}`, {
    body: saveFiscalResidenceBodySchema.parse(
      domicile ? { fiscal_residence: fiscalResidence, domicile } : { fiscal_residence: fiscalResidence },
    ),
    schema: ok,
  });
}

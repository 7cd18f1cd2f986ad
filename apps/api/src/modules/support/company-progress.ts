import type { CompanyProgress } from '@forja/contracts';
import { onboardingChecklist } from '@forja/domain';
import type { CompanyProgressSource } from '@forja/support/app';
import type { CompaniesService } from '../companies/companies.service';
import { companyDisplayName } from '../notifications/notifications.service';
import type { UserProfileReader } from '../users/user-profile';

/**
 * The support assistant's view of a caller's company, for "what do I do next?": the dashboard's checklist
 * (the domain's onboardingChecklist, on the same company profile and user profile the dashboard reads). The
 * company asked about is used only when the caller may see it (their own, or one they are an accepted partner
 * of); otherwise, and when none is named, their most recent own company, else their most recent partner one.
 */
export function createCompanyProgressSource(deps: {
  userProfiles: UserProfileReader;
  companies: Pick<CompaniesService, 'profile'>;
  clock: () => Date;
}): CompanyProgressSource {
  return async (caller, companyId): Promise<CompanyProgress | null> => {
    const user = await deps.userProfiles.byId(caller.userId);
    if (!user) return null;
    const visible = [...user.companies, ...user.company_as_a_partner];
    const named = companyId === null ? undefined : visible.find((company) => company.id === companyId);
    const chosen = named ?? user.companies.at(-1) ?? user.company_as_a_partner.at(-1);
    if (!chosen) return null;
    const company = await deps.companies.profile(caller.userId, chosen.id);
    const checklist = onboardingChecklist(company, user, deps.clock());
    return {
      company_id: company.id,
      company_name: companyDisplayName(company),
      company_type: company.company_type,
      done: checklist.done,
      total: checklist.total,
      current: checklist.current
        ? { key: checklist.current.key, actor: checklist.current.actor, note: checklist.current.note }
        : null,
      target: checklist.target,
    };
  };
}

import type { HearAbout, HearAboutBody } from '@forja/contracts/payments/hear-about';
import { utmTagsSchema } from '@forja/contracts';
import type { CompanyAccess } from './company-access';
import type { PaymentsRepository } from './payments.repository';

/** How the founder heard of Forja (hear_about), with the campaign that brought them. */
export function createHearAboutService(deps: {
  payments: PaymentsRepository;
  companies: Pick<CompanyAccess, 'requireAccess'>;
  clock: () => Date;
}) {
  const { payments: repo, clock } = deps;

  return {
    async hearAbout(userId: number, companyId: number): Promise<HearAbout | null> {
      await deps.companies.requireAccess(userId, companyId);
      const row = await repo.hearAboutOf(companyId);
      return row
        ? {
            source: row.source as HearAbout['source'],
            detail: row.detail,
            created_at: row.created_at.toISOString(),
          }
        : null;
    },

    /** Stores the answer with the campaign values of the x_utm_tags header (blank ones when it has none). */
    async saveHearAbout(
      userId: number,
      companyId: number,
      body: HearAboutBody,
      utmHeader: string | undefined,
    ): Promise<HearAbout> {
      await deps.companies.requireAccess(userId, companyId, { edit: true });
      let utm: Record<string, string> = utmTagsSchema.parse({});
      try {
        const parsed = utmTagsSchema.safeParse(utmHeader ? JSON.parse(utmHeader) : {});
        if (parsed.success) utm = parsed.data;
      } catch {
        // A header that is not JSON counts as no campaign.
      }
      const now = clock();
      const detail = body.detail?.trim() || null;
      await repo.saveHearAbout({
        company_id: companyId,
        user_id: userId,
        source: body.source,
        detail,
        utm,
        created_at: now,
      });
      return { source: body.source, detail, created_at: now.toISOString() };
    },
  };
}
export type HearAboutService = ReturnType<typeof createHearAboutService>;

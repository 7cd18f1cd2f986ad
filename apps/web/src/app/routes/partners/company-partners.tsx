import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { Catalogue } from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { awaitsOwnCivilStatus, companyFacts } from '@forja/domain';
import { paths } from '../../../config/paths';
import { profileQueryOptions } from '../../../features/auth/api/session';
import { companyQueryKey, useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { catalogueQueryOptions } from '../../../features/company/api/get-catalogue';
import { CapTableManager } from '../../../features/partners/components/cap-table-manager';
import { queryClient } from '../../../lib/query-client';
import { equityContext } from '../../../lib/equity-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';

type CompanyPartnersData = CompanyPageData & { catalogue: Catalogue | null };

/** The workspace's guard, and the catalogue (the society type's partner limits). */
export async function companyPartnersLoader(args: LoaderFunctionArgs): Promise<CompanyPartnersData> {
  const [data, catalogue] = await Promise.all([
    loadCompanyPage(args),
    queryClient.fetchQuery(catalogueQueryOptions()).catch(() => null),
  ]);
  return { ...data, catalogue };
}

/**
 * CompanyPartners: the cap table (partners, share series, percentages; an S. de R.L.'s partners and their
 * partes sociales), invitations and edit permissions.
 */
export function CompanyPartnersPage() {
  const { t } = useTranslation('partners');
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPartnersData>();
  const company = useCompanyProfile(loaded.company.id, loaded.company) ?? loaded.company;
  // An S. de R.L.'s capital is in partes sociales held by socios: no shares, no shareholders.
  const context = equityContext(company.company_type);
  useDocumentTitle(t('cap_table.title', { context }));
  const user = useQuery(profileQueryOptions()).data ?? loaded.user;
  const type = loaded.catalogue?.society_types.find((entry) => entry.key === company.company_type);
  // The server's defaults when the society type is unknown: one partner at least, no maximum.
  const limits = { minPartners: type?.min_partners ?? 1, maxPartners: type?.max_partners ?? null };
  // An S.A. or S.A.P.I. goes on from here once its commissary is appointed, on the administration page.
  const facts = companyFacts(company, user);
  const commissaryMissing = facts.needsCommissary && !facts.existCommissaryMember;
  // The redirect order sends a partner here until they give their civil status (spec section 2, step 8), which
  // is asked in their own partner flow: say so, and link to that step.
  const civilStatusMissing = awaitsOwnCivilStatus(company, user);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('cap_table.title', { context })}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('cap_table.intro', { context })}
        </Text>
      </div>
      {commissaryMissing && (
        <Alert color="blue" title={t('commissary_needed.title')}>
          <Text size="sm">{t('commissary_needed.text')}</Text>
          <Anchor component={Link} to={paths.companyAdmin(language, company.id)} fw={600} size="sm">
            {t('commissary_needed.link')}
          </Anchor>
        </Alert>
      )}
      {civilStatusMissing && (
        <Alert color="blue" title={t('civil_status_needed.title')}>
          <Text size="sm">{t('civil_status_needed.text')}</Text>
          <Anchor
            component={Link}
            to={paths.isPartnerStep(language, company.id, 'civil_status')}
            fw={600}
            size="sm"
          >
            {t('civil_status_needed.link')}
          </Anchor>
        </Alert>
      )}
      <CapTableManager
        key={company.id}
        company={company}
        user={user}
        limits={limits}
        individualsOnly={type?.individuals_only ?? false}
        societyName={type?.abbreviation ?? t('cap_table.this_society')}
        language={language}
        onSaved={() => queryClient.invalidateQueries({ queryKey: companyQueryKey(company.id) })}
      />
    </Stack>
  );
}

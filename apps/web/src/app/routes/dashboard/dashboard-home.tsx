import { resolveNextRoute } from '@forja/domain';
import { isBlank } from '@forja/domain/shared/text';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { AppointmentCard } from '../../../features/appointments/components/appointment-card';
import { profileQueryOptions } from '../../../features/auth/api/session';
import { useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { OnboardingChecklistView } from '../../../features/company/components/onboarding-checklist-view';
import { TeamNotes } from '../../../features/company/components/team-notes';
import { efirmaByForja, onboardingChecklist } from '@forja/domain';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loaderLanguage } from '../../guards';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';

/**
 * The certified copy's delivery shows once the articles are signed; until then (most of a founder's visits) its
 * module, with the phone numbers' metadata of its address form, is not downloaded.
 */
const DeliveryCard = lazy(() =>
  import('../../../features/delivery/components/delivery-card').then((m) => ({ default: m.DeliveryCard })),
);

/**
 * Dashboard, "with its own data validation" (spec section 2): the domain's redirect order runs with the loaded
 * company, and the user goes to the step it names unless that is the dashboard itself.
 */
export async function dashboardHomeLoader(args: LoaderFunctionArgs) {
  const data = await loadCompanyPage(args);
  const next = resolveNextRoute({ user: data.user, company: data.company, companyIdInPath: data.company.id });
  if (next.name !== 'Dashboard') return redirect(routeUrl(loaderLanguage(args.request), next));
  return data;
}

/** /{lang}/dashboard/{company_id}: the dashboard lives at home. */
export function dashboardIndexLoader({ request, params }: LoaderFunctionArgs) {
  return redirect(
    routeUrl(loaderLanguage(request), { name: 'Dashboard', params: { company_id: params.company_id ?? '' } }),
  );
}

/** The company's home once onboarding reaches it: a greeting and the onboarding checklist. */
export function DashboardHomePage() {
  const { t } = useTranslation('workspace');
  const loaded = useLoaderData<CompanyPageData>();
  const user = useQuery(profileQueryOptions()).data ?? loaded.user;
  const company = useCompanyProfile(loaded.company.id, loaded.company) ?? loaded.company;
  const checklist = useMemo(() => onboardingChecklist(company, user, new Date()), [company, user]);
  const name = user.first_names?.trim();
  useDocumentTitle(t('nav.home'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {name ? t('home.title', { name }) : t('home.title_anonymous')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('home.subtitle', { company: company.legal_name ?? company.name ?? t('shell.unnamed') })}
        </Text>
      </div>
      <TeamNotes companyId={company.id} />
      {company.date_signature !== null && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Suspense fallback={null}>
            <DeliveryCard company={company} />
          </Suspense>
          {/* The e.firma appointment opens with the RFC, and has nothing left to say once the e.firma exists. */}
          {/* A company Forja represents has nothing to book: Forja gets its e.firma (the checklist says so). */}
          {company.formation.efirma_obtained_at === null &&
            !efirmaByForja(company) &&
            (!isBlank(company.rfc) || company.formation.appointments.length > 0) && (
              <AppointmentCard company={company} type="efirma" />
            )}
        </SimpleGrid>
      )}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <OnboardingChecklistView checklist={checklist} companyType={company.company_type} />
      </Card>
    </Stack>
  );
}

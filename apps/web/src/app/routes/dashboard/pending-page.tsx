import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { useCompanyProfile } from '../../../features/company/api/get-company-profile';
import { OnboardingChecklistView } from '../../../features/company/components/onboarding-checklist-view';
import { onboardingChecklist } from '../../../features/company/onboarding-checklist';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { loadWorkspace, type WorkspaceData } from './workspace-loader';

/**
 * The pages of dashboard/{company_id}/ that the spec lists (section 2). Those not built yet show the pending
 * page instead of falling to the unknown-path redirect, which would bounce through Login back to the dashboard
 * and, when the dashboard sends the user to that page, loop.
 */
export const WORKSPACE_PAGES = [
  'home',
  'detail',
  'bank',
  'banks',
  'documents',
  'invoices',
  'import',
  'services',
  'validation_complete',
  'company_basic_data',
  'company_partners',
  'company_admin',
  'partners_documents',
  'company_denomination',
] as const;

/** A page of the workspace that is not built yet; any other path under the workspace goes to the root. */
export async function pendingWorkspacePageLoader(args: LoaderFunctionArgs) {
  const page = (args.params['*'] ?? '').split('/')[0] ?? '';
  if (!(WORKSPACE_PAGES as readonly string[]).includes(page)) return redirect(`/${args.params.lang ?? ''}`);
  return loadWorkspace(args);
}

/** "Coming soon", with the onboarding checklist so the user still sees the way forward. */
export function PendingPage() {
  const { t } = useTranslation('workspace');
  const title = t('pending.title');
  useDocumentTitle(title);
  const loaded = useLoaderData<WorkspaceData>();
  const { company_id } = useParams();
  const company = useCompanyProfile(Number(company_id), loaded.company) ?? loaded.company;
  const checklist = useMemo(() => onboardingChecklist(company, loaded.user), [company, loaded.user]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('pending.body')}
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <OnboardingChecklistView checklist={checklist} />
      </Card>
    </Stack>
  );
}

import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconConfetti } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { paths, routeUrl } from '../../../config/paths';
import { profileQueryOptions } from '../../../features/auth/api/session';
import { OnboardingChecklistView } from '../../../features/company/components/onboarding-checklist-view';
import { onboardingChecklist, societyTypeFormsOnline } from '@forja/domain';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { loadCompanyPage, useCompany, type CompanyPageData } from '../../company-page';

export const validationCompleteLoader = loadCompanyPage;

/**
 * dashboard/{company_id}/validation_complete: the end of onboarding. Once every step is done it says the company
 * exists, with its RFC and deed, and where to go next; before that it says what is left, with the checklist.
 */
export function ValidationCompletePage() {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const loaded = useLoaderData<CompanyPageData>();
  const user = useQuery(profileQueryOptions()).data ?? loaded.user;
  const company = useCompany(loaded.company);
  const checklist = useMemo(() => onboardingChecklist(company, user, new Date()), [company, user]);
  const name = company.legal_name ?? company.name ?? t('shell.unnamed');
  const complete = checklist.current === null;
  const title = complete ? t('formed.title', { company: name }) : t('formed.not_yet_title');
  useDocumentTitle(title);

  if (!complete) {
    return (
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('formed.not_yet_intro', { done: checklist.done, total: checklist.total })}
          </Text>
        </div>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <OnboardingChecklistView checklist={checklist} companyType={company.company_type} />
        </Card>
      </Stack>
    );
  }

  const params = { company_id: String(company.id) };
  const next = [
    { to: paths.companyDetail(language, company.id), label: t('formed.next.detail') },
    { to: routeUrl(language, { name: 'Documents', params }), label: t('formed.next.documents') },
    { to: paths.services(language, company.id), label: t('formed.next.services') },
  ];
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon radius="xl" size={48} color="teal.9" aria-hidden>
          <IconConfetti size={28} />
        </ThemeIcon>
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="gray.7" mt={4}>
            {t(societyTypeFormsOnline(company.company_type) ? 'formed.intro_online' : 'formed.intro')}
          </Text>
        </div>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Text>{t('formed.rfc', { rfc: company.rfc ?? '' })}</Text>
          {company.formation.deed && (
            <Text>
              {company.formation.deed.notary_number === null
                ? t('formed.registration', { number: company.formation.deed.deed_number })
                : t('formed.deed', {
                    number: company.formation.deed.deed_number,
                    notary: company.formation.deed.notary_number,
                  })}
            </Text>
          )}
        </Stack>
      </Card>
      <Title order={2} fz="lg">
        {t('formed.next.title')}
      </Title>
      <Stack gap="sm" align="flex-start">
        {next.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant="light"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {link.label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

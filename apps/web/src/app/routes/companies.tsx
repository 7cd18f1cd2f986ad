import type { CommissaryCompany } from '@forja/contracts';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingSkyscraper, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../config/paths';
import { profileQueryKey } from '../../features/auth/api/session';
import { commissaryCompaniesQueryOptions } from '../../features/commissary/api/get-commissary-companies';
import { CommissaryCompanies } from '../../features/commissary/components/commissary-companies';
import { DeleteCompanyButton } from '../../features/company/components/delete-company-button';
import { queryClient } from '../../lib/query-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { requireConfirmedUser } from '../guards';
import { useLanguage } from '../../lib/use-language';

export async function companiesLoader({ request }: LoaderFunctionArgs) {
  const user = await requireConfirmedUser(request);
  // Where the account is the commissary: a list beside the companies, so a failed read only leaves it out.
  const asCommissary = await queryClient
    .fetchQuery(commissaryCompaniesQueryOptions())
    .catch(() => [] as CommissaryCompany[]);
  return { user, asCommissary };
}

/**
 * The companies a user owns or joined as a partner, then those they are the commissary of, with an empty state
 * that leads to creating one.
 */
export function CompaniesPage() {
  const { t } = useTranslation('companies');
  useDocumentTitle(t('title'));
  const language = useLanguage();
  const { user, asCommissary } = useLoaderData<Awaited<ReturnType<typeof companiesLoader>>>();
  const companies = [...user.companies, ...user.company_as_a_partner];
  const client = useQueryClient();
  const revalidator = useRevalidator();
  /** A deleted company leaves the list: the profile is read again and the page stays. */
  const refreshList = async () => {
    await client.invalidateQueries({ queryKey: profileQueryKey });
    await revalidator.revalidate();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz={28}>
          {t('title')}
        </Title>
        {companies.length + asCommissary.length > 0 && (
          <Button
            component={Link}
            to={routeUrl(language, 'Options')}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('create')}
          </Button>
        )}
      </Group>
      {companies.length === 0 ? (
        asCommissary.length === 0 && (
          <Card withBorder radius="lg" p="xl">
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <IconBuildingSkyscraper size={30} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t('empty_title')}
              </Title>
              <Text c="gray.7" maw={420}>
                {t('empty_body')}
              </Text>
              <Button
                component={Link}
                to={routeUrl(language, 'Options')}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('create')}
              </Button>
            </Stack>
          </Card>
        )
      ) : (
        <Stack gap="sm">
          {companies.map((company) => (
            <Card key={company.id} withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Text fw={700}>{company.legal_name ?? company.name ?? t('unnamed')}</Text>
                  {company.friendly_id && (
                    <Text c="gray.7" fz="sm" ff="monospace">
                      {company.friendly_id}
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <DeleteCompanyButton company={company} userId={user.id} onDeleted={refreshList} />
                  <Button
                    component={Link}
                    variant="light"
                    to={routeUrl(language, { name: 'Dashboard', params: { company_id: String(company.id) } })}
                  >
                    {t('open')}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <CommissaryCompanies companies={asCommissary} />
    </Stack>
  );
}

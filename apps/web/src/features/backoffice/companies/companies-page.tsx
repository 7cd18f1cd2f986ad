import { displayPhone } from '@forja/domain';
import {
  COMPANY_ONBOARDING_STEPS,
  COMPANY_SEARCH_MAX_CHARS,
  type CompanyOnboardingStep,
} from '@forja/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { companiesQueryOptions, type CompaniesFilter } from './api/companies';
import { StepBadges } from './components/step-badges';
import { useBackofficeFormats } from './format';

const isStep = (value: string | null): value is CompanyOnboardingStep =>
  (COMPANY_ONBOARDING_STEPS as readonly string[]).includes(value ?? '');

/** The filters the URL holds: unknown values fall back to the defaults rather than failing. */
function filterFrom(params: URLSearchParams): CompaniesFilter {
  const step = params.get('step');
  return {
    q: params.get('q')?.trim().slice(0, COMPANY_SEARCH_MAX_CHARS) || undefined,
    step: isStep(step) ? step : undefined,
    page: Math.max(1, Number(params.get('page') ?? '1') || 1),
  };
}

/**
 * Every company with its onboarding step, the ones stuck longest first; searched by friendly_id, name,
 * e-mail, RFC or phone and filtered by step. The search and the page live in the URL, so a link keeps them.
 */
export function CompaniesPage() {
  const { t } = useTranslation('backoffice-companies');
  useDocumentTitle(t('list.title'));
  const language = useLanguage();
  const format = useBackofficeFormats();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [draft, setDraft] = useState({ q: filter.q ?? '', step: filter.step ?? '' });
  const companies = useQuery(companiesQueryOptions(filter));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.step) next.set('step', draft.step);
    setParams(next);
  };
  const clear = () => {
    setDraft({ q: '', step: '' });
    setParams(new URLSearchParams());
  };
  const filtered = Boolean(filter.q || filter.step);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('list.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('list.intro')}
        </Text>
      </div>
      <Card
        withBorder
        radius="lg"
        p="md"
        component="form"
        role="search"
        onSubmit={apply}
        aria-label={t('list.filters')}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('list.search')}
            description={t('list.search_help')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
            maxLength={COMPANY_SEARCH_MAX_CHARS}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={{ base: '100%', sm: 380 }}
          />
          <Select
            label={t('list.step')}
            data={[
              { value: '', label: t('list.any_step') },
              ...COMPANY_ONBOARDING_STEPS.map((step) => ({ value: step, label: t(`steps.${step}`) })),
            ]}
            value={draft.step}
            onChange={(value) => setDraft({ ...draft, step: value ?? '' })}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
          <Group gap="xs">
            <Button type="submit" h={44}>
              {t('list.apply')}
            </Button>
            {filtered && (
              <Button variant="subtle" h={44} onClick={clear}>
                {t('list.clear')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>

      {companies.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="gray.7">{t('backoffice:loading')}</Text>
        </Group>
      )}
      {companies.isError && (
        <Alert color="red" role="alert">
          {errorText(companies.error instanceof ApiError ? companies.error.codes[0] : undefined)}
        </Alert>
      )}
      {companies.data && companies.data.items.length === 0 && (
        <Text c="gray.7">{t(filtered ? 'list.empty' : 'list.empty_all')}</Text>
      )}
      {companies.data && companies.data.items.length > 0 && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {t('list.total', { count: companies.data.total })}
          </Text>
          <Table.ScrollContainer minWidth={860}>
            <Table striped withTableBorder verticalSpacing="sm" aria-label={t('list.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.company')}</Table.Th>
                  <Table.Th>{t('list.founder')}</Table.Th>
                  <Table.Th>{t('list.current_step')}</Table.Th>
                  <Table.Th>{t('list.on_step')}</Table.Th>
                  <Table.Th>{t('list.created')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.data.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td maw={280}>
                      <Anchor
                        component={Link}
                        to={backofficePath(language, `companies/${item.id}`)}
                        fw={600}
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {item.legal_name ?? item.name ?? t('list.unnamed')}
                      </Anchor>
                      <Text size="xs" c="gray.7">
                        {[item.friendly_id, item.legal_name && item.name].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={260}>
                      <Text size="sm">{item.founder.name || '—'}</Text>
                      <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                        {[item.founder.email, item.founder.phone && displayPhone(item.founder.phone).text]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StepBadges step={item.step} waitsOn={item.waits_on} path={item.path} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {format.since(item.step_since)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {t('list.since', { date: format.date(item.step_since) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.date(item.created_at)}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {companies.data.total > companies.data.page_size && (
            <Pagination
              total={Math.ceil(companies.data.total / companies.data.page_size)}
              value={filter.page}
              onChange={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              }}
              getControlProps={(control) => ({ 'aria-label': t(`backoffice:pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('backoffice:pagination.page', { page }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

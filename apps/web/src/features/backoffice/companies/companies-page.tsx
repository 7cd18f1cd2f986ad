import {
  COMPANY_ONBOARDING_STEPS,
  COMPANY_PATH_POSITIONS,
  COMPANY_SEARCH_MAX_CHARS,
  type CompanyOnboardingStep,
  type CompanyPathPosition,
} from '@forja/contracts';
import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { pageFromUrl, UrlPagination } from '../components/url-pagination';
import { companiesQueryOptions, type CompaniesFilter } from './api/companies';
import { CompaniesList } from './components/companies-list';

const isStep = (value: string | null): value is CompanyOnboardingStep =>
  (COMPANY_ONBOARDING_STEPS as readonly string[]).includes(value ?? '');
const isPathStep = (value: string | null): value is CompanyPathPosition =>
  (COMPANY_PATH_POSITIONS as readonly string[]).includes(value ?? '');

/**
 * The onboarding steps the filter offers on their own: the founder's account before any step of the path, and
 * an OXXO payment on its way. The others are found by their step of the path, which also finds the companies
 * on the dashboard at that step.
 */
const STEP_CHOICES: CompanyOnboardingStep[] = ['VerifyAccount', 'Companies', 'PaymentStatus'];

/** The step of the path an onboarding step the filter no longer offers on its own is part of (older links). */
const PATH_STEP_OF: Partial<Record<CompanyOnboardingStep, CompanyPathPosition>> = {
  CompanyBasicData: 'basic_data',
  CheckoutRepresentation: 'payment',
  CheckoutAdvance: 'payment',
  CheckoutAmazon: 'payment',
  CompanyPartners: 'partners',
  PartnersDocuments: 'partner_documents',
  Banks: 'bank',
};

/** The filters the URL holds: unknown values fall back to the defaults rather than failing. */
function filterFrom(params: URLSearchParams): CompaniesFilter {
  const step = params.get('step');
  const pathStep = params.get('path_step');
  const chosenStep = isStep(step) && STEP_CHOICES.includes(step) ? step : undefined;
  const olderLinkPathStep = isStep(step) ? PATH_STEP_OF[step] : undefined;
  return {
    q: params.get('q')?.trim().slice(0, COMPANY_SEARCH_MAX_CHARS) || undefined,
    step: chosenStep,
    pathStep: chosenStep ? undefined : isPathStep(pathStep) ? pathStep : olderLinkPathStep,
    page: pageFromUrl(params),
  };
}

/** The step filter's choice: `step:<route>` or `path:<path step>`, '' for any. */
const choiceOf = (filter: CompaniesFilter) =>
  filter.step ? `step:${filter.step}` : filter.pathStep ? `path:${filter.pathStep}` : '';

/**
 * Every company with its onboarding step, the ones stuck longest first; searched by friendly_id, name,
 * e-mail, RFC or phone and filtered by step of the whole path (on the founder's page or on the dashboard alike)
 * or by the founder's account steps. The search and the page live in the URL, so a link keeps them.
 */
export function CompaniesPage() {
  const { t } = useTranslation('backoffice-companies');
  useDocumentTitle(t('list.title'));
  const { t: tw } = useTranslation('workspace');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const [draft, setDraft] = useState({ q: filter.q ?? '', step: choiceOf(filter) });
  const companies = useQuery(companiesQueryOptions(filter));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    const [kind, value] = draft.step.split(':');
    if (kind === 'step' && value) next.set('step', value);
    if (kind === 'path' && value) next.set('path_step', value);
    setParams(next);
  };
  const clear = () => {
    setDraft({ q: '', step: '' });
    setParams(new URLSearchParams());
  };
  const filtered = Boolean(filter.q || filter.step || filter.pathStep);
  // In the order of the path: the founder's account first, an OXXO payment on its way beside the payment.
  const stepChoice = (step: CompanyOnboardingStep) => ({ value: `step:${step}`, label: t(`steps.${step}`) });
  const pathChoice = (position: CompanyPathPosition) => ({
    value: `path:${position}`,
    label: position === 'done' ? t('list.path_done') : tw(`checklist.steps.${position}.title`),
  });
  const stepChoices = [
    { value: '', label: t('list.any_step') },
    stepChoice('VerifyAccount'),
    stepChoice('Companies'),
    ...COMPANY_PATH_POSITIONS.flatMap((position) =>
      position === 'payment' ? [pathChoice(position), stepChoice('PaymentStatus')] : [pathChoice(position)],
    ),
  ];

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
            description={t('list.step_help')}
            data={stepChoices}
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

      {companies.isPending && <LoadingLine label={t('backoffice:loading')} />}
      {companies.isError && <LoadErrorAlert error={companies.error} />}
      {companies.data && companies.data.items.length === 0 && (
        <Text c="gray.7">
          {filter.q
            ? t('list.empty')
            : filtered
              ? t('list.empty_step', {
                  step: stepChoices.find((choice) => choice.value === choiceOf(filter))?.label,
                })
              : t('list.empty_all')}
        </Text>
      )}
      {companies.data && companies.data.items.length > 0 && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {t('list.total', { count: companies.data.total })}
          </Text>
          <CompaniesList items={companies.data.items} />
          <UrlPagination
            total={companies.data.total}
            pageSize={companies.data.page_size}
            page={filter.page}
          />
        </>
      )}
    </Stack>
  );
}

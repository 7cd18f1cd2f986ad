import type { BackofficeCompanyDetail } from '@forja/contracts';
import { findUserPartner, genderFromCurp, type PersonGender } from '@forja/domain';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { BackLink } from '../components/record-header';
import { companyQueryOptions } from './api/companies';
import { AttributionSection } from './components/company-attribution';
import { CompanyNotes } from './components/company-notes';
import {
  CompanyDataSection,
  DocumentsSection,
  FounderSection,
  OrdersSection,
  PartnersSection,
  SupportRequestsSection,
} from './components/company-sections';
import { CompanyTimeline } from './components/company-timeline';
import { StepBadges } from './components/step-badges';
import { useBackofficeFormats } from './format';
import { equityContext } from '../../../lib/equity-context';

/**
 * The whole path the founder's dashboard lists: how far along, and the step now with who acts on it — the one
 * the step's badge says the company waits on (the summary's waits_on), so the two never disagree.
 */
function PathLine({
  summary,
  founderGender,
}: {
  summary: BackofficeCompanyDetail['summary'];
  founderGender: PersonGender | null;
}) {
  const { t } = useTranslation('backoffice-companies');
  const { t: tw } = useTranslation('workspace');
  const { path, waits_on: waitsOn } = summary;
  const count = t('company.path_count', { done: path.done, total: path.total });
  if (!path.current)
    return (
      <Text size="sm" c="gray.7">
        {count} · {t('company.path_done')}
      </Text>
    );
  const step = tw(`checklist.steps.${path.current}.title`, {
    defaultValue: path.current,
    context: equityContext(summary.company_type),
  });
  return (
    <Text size="sm" c="gray.7">
      {count} ·{' '}
      {waitsOn === 'nobody'
        ? t('company.path_now', { step })
        : t('company.path_now_actor', {
            step,
            actor: t(`company.path_actor.${waitsOn}`, {
              context: waitsOn === 'founder' ? (founderGender ?? undefined) : undefined,
            }),
          })}
    </Text>
  );
}

function Section({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <Title order={2} fz={20} id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

/**
 * A company as the team sees it: its step and since when, founder, data, partners, documents, orders,
 * support requests, notes and timeline, with links to its audit log and to the queues that work on it.
 */
export function CompanyPage() {
  const { t } = useTranslation('backoffice-companies');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const companyId = Number(useParams().company_id);
  const valid = Number.isInteger(companyId) && companyId > 0;
  const detail = useQuery({ ...companyQueryOptions(companyId), enabled: valid });
  const company = detail.data?.company;
  const title = company?.legal_name ?? company?.name ?? t('list.unnamed');
  useDocumentTitle(detail.data ? title : t('list.title'));

  const back = <BackLink to={backofficePath(language, 'companies')}>{t('company.back')}</BackLink>;
  const notFound = !valid || (detail.error instanceof ApiError && detail.error.status === 404);
  if (notFound) {
    return (
      <Stack gap="lg">
        {back}
        <Alert color="gray" role="alert">
          {t('company.not_found')}
        </Alert>
      </Stack>
    );
  }
  if (detail.isPending) {
    return (
      <Stack gap="lg">
        {back}
        <LoadingLine label={t('backoffice:loading')} />
      </Stack>
    );
  }
  if (detail.isError || !detail.data || !company) {
    return (
      <Stack gap="lg">
        {back}
        <LoadErrorAlert error={detail.error} />
      </Stack>
    );
  }
  const data = detail.data;
  // The founder's own partner row carries their CURP: «Fundadora» for a woman, neutral when it is not known.
  const founderGender = genderFromCurp(findUserPartner(company, { email: data.founder.email })?.curp);
  const links: { label: string; to: string }[] = [
    { label: t('company.audit'), to: backofficePath(language, `audit?company_id=${company.id}`) },
    { label: t('company.orders_queue'), to: backofficePath(language, `orders?company_id=${company.id}`) },
    {
      label: t('company.support_queue'),
      to: backofficePath(
        language,
        `support?status=all&company=${encodeURIComponent(data.summary.friendly_id)}`,
      ),
    },
    { label: t('company.legal_names'), to: backofficePath(language, `legal-names/${company.id}`) },
    { label: t('company.forja_documents'), to: backofficePath(language, `forja-documents/${company.id}`) },
    { label: t('backoffice-deed:nav'), to: backofficePath(language, `deed/${company.id}`) },
    { label: t('backoffice-sat:nav.company_link'), to: backofficePath(language, `sat/${company.id}`) },
  ];

  return (
    <Stack gap="lg">
      {back}
      <div>
        <Title order={1} fz={28} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="gray.7" mt={4}>
          {[data.summary.friendly_id, company.legal_name && company.name].filter(Boolean).join(' · ')}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('company.step_title')} id="company-step">
          <Stack gap="xs">
            <StepBadges
              step={data.summary.step}
              waitsOn={data.summary.waits_on}
              path={data.summary.path}
              companyType={data.summary.company_type}
              founderGender={founderGender}
            />
            <Text size="sm">
              {t('company.on_step_for', {
                time: format.since(data.summary.step_since),
                date: format.dateTime(data.summary.step_since),
              })}
            </Text>
            <PathLine summary={data.summary} founderGender={founderGender} />
          </Stack>
        </Section>
        <Section
          title={t('company.founder_title', { context: founderGender ?? undefined })}
          id="company-founder"
        >
          <FounderSection founder={data.founder} />
        </Section>
      </SimpleGrid>

      <Section title={t('company.attribution.title')} id="company-attribution">
        <AttributionSection attribution={data.attribution} />
      </Section>

      <Card withBorder radius="lg" p="md" component="nav" aria-label={t('company.links')}>
        <Group gap="xs" wrap="wrap">
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="light" mih={44}>
              {link.label}
            </Button>
          ))}
        </Group>
      </Card>

      <Section title={t('company.data_title')} id="company-data">
        <CompanyDataSection company={company} commissary={data.commissary ?? null} />
      </Section>
      <Section title={t('company.partners_title')} id="company-partners">
        <PartnersSection company={company} founderEmail={data.founder.email} />
      </Section>
      <Section title={t('company.documents_title')} id="company-documents">
        <DocumentsSection company={company} />
      </Section>
      <Section title={t('company.orders_title')} id="company-orders">
        <OrdersSection orders={data.orders} />
      </Section>
      <Section title={t('company.requests_title')} id="company-requests">
        <SupportRequestsSection requests={data.support_requests} />
      </Section>
      <Section title={t('company.notes_title')} id="company-notes">
        <CompanyNotes companyId={company.id} notes={data.notes} />
      </Section>
      <Section
        title={t('company.timeline_title')}
        id="company-timeline"
        action={
          <Anchor component={Link} to={backofficePath(language, `audit?company_id=${company.id}`)} size="sm">
            {t('company.timeline_all')}
          </Anchor>
        }
      >
        <Text size="sm" c="gray.7" mb="sm">
          {t('company.timeline_intro')}
        </Text>
        <CompanyTimeline detail={data} />
      </Section>
    </Stack>
  );
}

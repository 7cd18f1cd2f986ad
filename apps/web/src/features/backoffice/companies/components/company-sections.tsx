import {
  COMMISSARY_COUNCIL_ROLE,
  FOUNDER_UPLOADABLE_DOCUMENTS,
  type BackofficeCompanyDetail,
  type Company,
  type CompanySupportRequest,
} from '@forja/contracts';
import { displayPhone, findUserPartner, societyTypeNeedsCommissary } from '@forja/domain';
import { Anchor, Badge, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../lib/use-language';
import { backofficePath } from '../../navigation';
import { orderColumn, orderWorkColumns } from '../../orders/components/order-columns';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { useBackofficeFormats } from '../format';
import { ReviewBadge, reviewState, type ReviewState } from './review-badge';

/** Company documents the team reviews; the rest are issued by Forja. */
const REVIEWED_DOCUMENTS: readonly string[] = [
  ...FOUNDER_UPLOADABLE_DOCUMENTS,
  'commissary_national_identity',
  'commissary_CSF',
];

/** A label and its value, as the data sections list them. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

/** Upper case, monospaced and easy to copy (RFC, CURP). */
const Identifier = ({ value }: { value: string | null }) =>
  value ? (
    <Code fz="sm" style={{ userSelect: 'all' }}>
      {value.toUpperCase()}
    </Code>
  ) : (
    '—'
  );

export function FounderSection({ founder }: { founder: BackofficeCompanyDetail['founder'] }) {
  const { t } = useTranslation('backoffice-companies');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Field label={t('company.name')}>{founder.name || '—'}</Field>
      <Field label={t('company.email')}>
        <Anchor href={`mailto:${founder.email}`} size="sm">
          {founder.email}
        </Anchor>
        <Text size="xs" c={founder.is_confirmed ? 'gray.7' : 'red.8'}>
          {t(founder.is_confirmed ? 'company.email_confirmed' : 'company.email_not_confirmed')}
        </Text>
      </Field>
      <Field label={t('company.phone')}>
        {founder.phone ? (
          <Anchor href={displayPhone(founder.phone).tel} size="sm">
            {displayPhone(founder.phone).text}
          </Anchor>
        ) : (
          '—'
        )}
      </Field>
      <Field label={t('company.language')}>
        {t(`common:language.names.${founder.language}`, { defaultValue: founder.language })}
      </Field>
    </SimpleGrid>
  );
}

export function CompanyDataSection({
  company,
  commissary = null,
}: {
  company: Company;
  /** The current commissary's name and RFC, as the company page's API sends them. */
  commissary?: BackofficeCompanyDetail['commissary'];
}) {
  const { t } = useTranslation('backoffice-companies');
  const { t: tr } = useTranslation('registration');
  const yesNo = (value: boolean) => t(value ? 'company.yes' : 'company.no');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label={t('company.friendly_id')}>
          <Identifier value={company.friendly_id} />
        </Field>
        <Field label={t('company.internal_id')}>{company.id}</Field>
        <Field label={t('company.company_type')}>
          {company.company_type &&
            tr(`type.names.${company.company_type}`, { defaultValue: company.company_type })}
        </Field>
        <Field label={t('company.legal_name')}>{company.legal_name ?? t('company.no_legal_name')}</Field>
        <Field label={t('company.rfc')}>
          <Identifier value={company.rfc} />
        </Field>
        <Field label={t('company.fiscal_residence')}>{company.fiscal_residence}</Field>
        <Field label={t('company.web_site')}>{company.web_site}</Field>
        <Field label={t('company.legal_representation')}>{yesNo(company.legal_representation)}</Field>
        <Field label={t('company.amazon_customer')}>{yesNo(company.amazon_customer)}</Field>
        {societyTypeNeedsCommissary(company.company_type) && (
          <CommissaryField company={company} commissary={commissary} />
        )}
        <BankField company={company} />
      </SimpleGrid>
      <Field label={t('company.description')}>{company.description}</Field>
      <Field label={t('company.activities')}>
        {company.company_business_twists.map((twist) => twist.name).join(' · ') || '—'}
      </Field>
      <div>
        <Text fw={600} size="sm" mb={4}>
          {t('company.legal_names_title')}
        </Text>
        {company.legal_names.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('company.legal_names_empty')}
          </Text>
        ) : (
          <Stack gap={4} component="ol" style={{ margin: 0, paddingInlineStart: 20 }}>
            {company.legal_names.map((name) => (
              <li key={name.id ?? name.name}>
                <Group gap={6}>
                  <Text size="sm">{name.name}</Text>
                  <Badge
                    variant="light"
                    color={
                      name.decision === 'approved' ? 'forja' : name.decision === 'refused' ? 'red' : 'gray'
                    }
                    c={
                      name.decision === 'approved'
                        ? 'forja.9'
                        : name.decision === 'refused'
                          ? 'red.9'
                          : 'gray.9'
                    }
                  >
                    {t(`company.decision.${name.decision ?? 'pending'}`)}
                  </Badge>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </div>
      {company.legal_representatives.length > 0 && (
        <div>
          <Text fw={600} size="sm" mb={4}>
            {t('company.representatives_title')}
          </Text>
          <Stack gap={4}>
            {company.legal_representatives.map((representative) => (
              <Group key={representative.id} gap={6}>
                <Text size="sm">{representative.name}</Text>
                <Identifier value={representative.rfc} />
                <ReviewBadge state={reviewState(representative)} />
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Stack>
  );
}

/**
 * The commissary on the council (S.A., S.A.P.I.), whether their documents are approved, and their RFC (the
 * founder's, Forja's commissary's, or the commissary's correction sent with the CSF).
 */
function CommissaryField({
  company,
  commissary,
}: {
  company: Company;
  commissary: BackofficeCompanyDetail['commissary'];
}) {
  const { t } = useTranslation('backoffice-companies');
  const member = company.council.find((entry) => entry.council_role === COMMISSARY_COUNCIL_ROLE);
  const name = member?.name || commissary?.name;
  // Not completed can mean not invited, not uploaded or not reviewed yet: the documents queue tells which.
  const state: ReviewState = company.commissary_has_documents_completed ? 'approved' : 'incomplete';
  return (
    <Field label={t('company.commissary')}>
      {name ? (
        <Stack gap={4}>
          <Group gap={6} component="span">
            <span>{name}</span>
            <ReviewBadge state={state} />
          </Group>
          <Group gap={6} component="span">
            <Text span size="xs" c="gray.7">
              {t('company.commissary_rfc')}
            </Text>
            <Identifier value={commissary?.rfc ?? null} />
          </Group>
        </Stack>
      ) : (
        t('company.commissary_none')
      )}
    </Field>
  );
}

/** The bank the company was referred to and where the referral stands, or that it wants none. */
function BankField({ company }: { company: Company }) {
  const { t } = useTranslation('backoffice-companies');
  const { t: tb } = useTranslation('backoffice-banks');
  const [bank] = company.banking_services;
  return (
    <Field label={t('company.bank')}>
      {bank
        ? [bank.name, bank.status && tb(`status.${bank.status}`, { defaultValue: bank.status })]
            .filter(Boolean)
            .join(' · ')
        : company.not_interested_banks
          ? t('company.bank_not_interested')
          : t('company.bank_none')}
    </Field>
  );
}

/** The partners; the founder's own row (their e-mail) says so instead of an invitation they never needed. */
export function PartnersSection({ company, founderEmail }: { company: Company; founderEmail: string }) {
  const { t } = useTranslation('backoffice-companies');
  if (company.partners.length === 0) return <Text c="gray.7">{t('company.partners_empty')}</Text>;
  const founderPartner = findUserPartner(company, { email: founderEmail });
  return (
    <ResponsiveTable
      label={t('company.partners_title')}
      rows={company.partners}
      rowKey={(partner) => partner.id}
      minWidth={640}
      table={{ striped: false, verticalSpacing: 'xs' }}
      columns={[
        {
          header: t('company.partner_columns.partner'),
          card: 'title',
          cell: (partner) => (
            <>
              <Text size="sm" fw={600}>
                {partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' ')}
              </Text>
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {partner.email ?? '—'}
              </Text>
            </>
          ),
        },
        {
          header: t('company.partner_columns.kind'),
          cell: (partner) => (
            <>
              <Text size="sm">
                {t(`company.partner_kind.${partner.is_moral_person ? 'entity' : 'person'}`)}
              </Text>
              <Identifier value={partner.rfc} />
            </>
          ),
        },
        {
          header: t('company.partner_columns.invitation'),
          cell: (partner) => (
            <Text size="sm">
              {t(
                partner.id === founderPartner?.id
                  ? 'company.partner_is_founder'
                  : partner.invitation_accepted
                    ? 'company.invitation_accepted'
                    : 'company.invitation_pending',
              )}
            </Text>
          ),
        },
        {
          header: t('company.partner_columns.documents'),
          cell: (partner) => (
            <Text size="sm">
              {partner.documents.length === 0
                ? t('company.partner_documents_none')
                : t('company.partner_documents', {
                    approved: partner.documents.filter((document) => document.is_approved).length,
                    total: partner.documents.length,
                  })}
            </Text>
          ),
        },
      ]}
    />
  );
}

export function DocumentsSection({ company }: { company: Company }) {
  const { t } = useTranslation('backoffice-companies');
  if (company.documents.length === 0) return <Text c="gray.7">{t('company.documents_empty')}</Text>;
  return (
    <Stack gap={6}>
      {company.documents.map((document) => (
        <Group key={document.id} gap={6} justify="space-between" wrap="wrap">
          <Text size="sm">
            {t(`company:documents.types.${document.type}.name`, { defaultValue: document.type })}
          </Text>
          {REVIEWED_DOCUMENTS.includes(document.type) ? (
            <ReviewBadge state={reviewState(document)} />
          ) : (
            <Badge variant="light" color="gray" c="gray.9">
              {t('company.issued_by_forja')}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  );
}

export function OrdersSection({ orders }: { orders: BackofficeCompanyDetail['orders'] }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  if (orders.length === 0) return <Text c="gray.7">{t('company.orders_empty')}</Text>;
  return (
    <ResponsiveTable
      label={t('company.orders_title')}
      rows={orders}
      rowKey={(order) => order.id}
      minWidth={860}
      table={{ striped: false }}
      columns={[orderColumn(t, format, { withDate: true }), ...orderWorkColumns(t)]}
    />
  );
}

const STAGE_COLORS: Record<CompanySupportRequest['stage'], string> = {
  pending: 'orange',
  in_progress: 'blue',
  resolved: 'forja',
};

export function SupportRequestsSection({ requests }: { requests: CompanySupportRequest[] }) {
  const { t } = useTranslation('backoffice-companies');
  const language = useLanguage();
  const format = useBackofficeFormats();
  if (requests.length === 0) return <Text c="gray.7">{t('company.requests_empty')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {requests.map((request) => (
        <li key={request.id}>
          <Group gap={6} wrap="wrap">
            <Anchor
              component={Link}
              to={backofficePath(language, `support/${request.id}`)}
              size="sm"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {request.message.trim() || request.request_type}
            </Anchor>
            <Badge variant="light" color={STAGE_COLORS[request.stage]} c={`${STAGE_COLORS[request.stage]}.9`}>
              {t(`company.request_stage.${request.stage}`)}
            </Badge>
          </Group>
          <Text size="xs" c="gray.7">
            {`${request.main_category} · ${request.request_type} · ${format.dateTime(request.created_at)}`}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

import type { Company } from '@forja/contracts';
import { societyTypeFormsOnline, type Language } from '@forja/domain';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { formatDateTime, formatDay } from '../../../lib/format-date';
import { activityName } from '../activity-name';

/** One labelled value of the record; a value not known yet says so instead of leaving a blank. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation('workspace');
  return (
    <div>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? (
          <Text span c="gray.7" fw={400} fs="italic">
            {t('detail.not_yet')}
          </Text>
        ) : (
          value
        )}
      </Text>
    </div>
  );
}

/** A titled card of the record. */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The documents that make the company: the signed articles, the certified copy, the registry entry (for an
 * S.A.S., the articles the Secretaría de Economía's system issues and its registration slip).
 */
const FORMATION_DOCUMENTS = [
  'signed_articles_of_incorporation',
  'articles_of_incorporation',
  'signature_certificate',
  'testimony',
  'public_registry_entry',
  'legal_name_authorization',
  'acuse_cita_sat',
] as const;

/**
 * The company's record as Forja keeps it (dashboard/{company_id}/detail): its data, its partners, the deed,
 * the SAT registration and the documents that make it, each saying "not yet" until it exists.
 */
export function CompanyRecord({
  company,
  language,
  delivery,
}: {
  company: Company;
  language: Language;
  /** The delivery of the certified copy, placed after the deed (the delivery feature's card). */
  delivery?: ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const { t: tc } = useTranslation('company');
  const { t: tr } = useTranslation('registration');
  const { t: tsat } = useTranslation('sat');
  const { formation } = company;
  const deed = formation.deed;
  const typeName = company.company_type ? tr(`type.names.${company.company_type}`, { defaultValue: '' }) : '';
  const documents = FORMATION_DOCUMENTS.flatMap((type) => {
    const found = company.documents.find(
      (document) => document.type === type && document.document_url && document.is_approved !== false,
    );
    return found?.document_url ? [{ type, url: found.document_url }] : [];
  });
  // The registry's slip may come before its number is typed in: the field then points at it.
  const folioMercantil =
    deed?.folio_mercantil ??
    (documents.some((document) => document.type === 'public_registry_entry')
      ? t('detail.deed.folio_mercantil_in_documents')
      : null);
  const efirma = formation.appointments.find((appointment) => appointment.type === 'efirma');
  const online = societyTypeFormsOnline(company.company_type);

  return (
    <Stack gap="lg">
      <RecordSection title={t('detail.company.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('detail.company.legal_name')} value={company.legal_name} />
          <Field label={t('detail.company.name')} value={company.name} />
          <Field label={t('detail.company.type')} value={typeName} />
          <Field label={t('detail.company.friendly_id')} value={company.friendly_id} />
          <Field label={t('detail.company.description')} value={company.description} />
          <Field
            label={t('detail.company.activities')}
            value={
              // One a line: an activity's own name may hold commas («Cafeterías, fuentes de sodas, …»).
              company.company_business_twists.length === 0
                ? null
                : company.company_business_twists.map((twist) => (
                    <Text span display="block" inherit key={twist.id}>
                      {activityName(twist, language)}
                    </Text>
                  ))
            }
          />
        </SimpleGrid>
      </RecordSection>

      <RecordSection title={t('detail.partners.title')}>
        {company.partners.length === 0 ? (
          <Text c="gray.7">{t('detail.partners.none')}</Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {company.partners.map((partner) => {
              const percentage = partner.shares.reduce((sum, share) => sum + (share.percentage ?? 0), 0);
              const name = partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' ');
              return (
                <Group component="li" key={partner.id} justify="space-between" wrap="nowrap" gap="sm">
                  <Text style={{ overflowWrap: 'anywhere' }}>{name}</Text>
                  <Text fw={600}>{t('detail.partners.percentage', { value: percentage })}</Text>
                </Group>
              );
            })}
          </Stack>
        )}
      </RecordSection>

      {online ? (
        <RecordSection title={t('detail.registration.title')}>
          <Text c="gray.7" mb="sm">
            {t('detail.registration.explain')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field
              label={t('detail.registration.signed_at')}
              value={company.date_signature && formatDay(language, company.date_signature)}
            />
            <Field label={t('detail.registration.number')} value={deed?.deed_number} />
            <Field
              label={t('detail.registration.date')}
              value={deed && formatDay(language, deed.deed_date)}
            />
            <Field label={t('detail.deed.folio_mercantil')} value={folioMercantil} />
          </SimpleGrid>
        </RecordSection>
      ) : (
        <RecordSection title={t('detail.deed.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Field
              label={t('detail.deed.signed_at')}
              value={company.date_signature && formatDay(language, company.date_signature)}
            />
            <Field
              label={t('detail.deed.notary')}
              value={
                deed &&
                t('detail.deed.notary_value', {
                  number: deed.notary_number,
                  name: deed.notary_name,
                  city: deed.notary_city,
                })
              }
            />
            <Field label={t('detail.deed.deed_number')} value={deed?.deed_number} />
            <Field label={t('detail.deed.deed_date')} value={deed && formatDay(language, deed.deed_date)} />
            <Field label={t('detail.deed.volume')} value={deed?.volume} />
            <Field label={t('detail.deed.folio_mercantil')} value={folioMercantil} />
            <Field
              label={t('detail.deed.testimony')}
              value={formation.testimony_at && formatDay(language, formation.testimony_at)}
            />
          </SimpleGrid>
        </RecordSection>
      )}

      {!online && delivery}

      <RecordSection title={t('detail.sat.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('detail.sat.rfc')} value={company.rfc} />
          <Field
            label={t('detail.sat.status')}
            value={
              // The SAT page's words for the register status (an unknown value shows as it came).
              company.status_federal_registration &&
              tsat(`statuses.${company.status_federal_registration}`, {
                defaultValue: company.status_federal_registration,
              })
            }
          />
          <Field
            label={t('detail.sat.efirma_appointment')}
            value={
              efirma && `${formatDateTime(language, efirma.starts_at, efirma.time_zone)} · ${efirma.location}`
            }
          />
          <Field
            label={t('detail.sat.efirma_obtained')}
            value={formation.efirma_obtained_at && formatDay(language, formation.efirma_obtained_at)}
          />
        </SimpleGrid>
      </RecordSection>

      <RecordSection title={t('detail.documents.title')}>
        {documents.length === 0 ? (
          <Text c="gray.7">{t(online ? 'detail.documents.none_online' : 'detail.documents.none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {documents.map((document) => (
              <li key={document.type}>
                <Anchor href={document.url} target="_blank" rel="noopener noreferrer">
                  <Group component="span" gap={6} wrap="nowrap">
                    <IconDownload size={18} aria-hidden />
                    {tc(`documents.types.${document.type}.name`)}
                  </Group>
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
        <Anchor
          component={Link}
          to={routeUrl(language, { name: 'Documents', params: { company_id: String(company.id) } })}
          mt="md"
          display="inline-block"
        >
          {t('detail.documents.all_in_documents')}
        </Anchor>
      </RecordSection>
    </Stack>
  );
}

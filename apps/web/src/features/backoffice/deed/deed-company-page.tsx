import type { BackofficeDeed, ForjaDocuments } from '@forja/contracts';
import { refuseDeedAct, societyTypeFormsOnline, type DeedFacts } from '@forja/domain';
import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { forjaDocumentsQueryKeys, forjaDocumentsQueryOptions } from '../forja-documents/api/forja-documents';
import { ForjaDocumentItem } from '../forja-documents/components/forja-document-item';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { BackLink, CompanyRecordHeader } from '../components/record-header';
import { backofficeDeedQueryOptions, deedQueryKeys } from './api/deed';
import { DeedForm } from './components/deed-form';
import { DeliveryPanel } from './components/delivery-panel';
import { SeSignaturePanel } from './components/se-signature-panel';

const DEED_DOCUMENTS = ['testimony', 'public_registry_entry'] as const;
/** An S.A.S. has no testimony: only its entry in the Registro Público de Comercio (the boleta de inscripción). */
const REGISTRATION_DOCUMENTS = ['public_registry_entry'] as const;

function Section(props: { id: string; title: string; intro?: string; children: React.ReactNode }) {
  return (
    <Card component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={props.id}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={props.id}>
            {props.title}
          </Title>
          {props.intro && (
            <Text size="sm" c="gray.7" mt={4}>
              {props.intro}
            </Text>
          )}
        </div>
        {props.children}
      </Stack>
    </Card>
  );
}

/**
 * "Escritura y entrega" of one company: the notarial deed, the testimony and the public-registry entry (the
 * Forja-documents upload), and the delivery of the testimony to the founder (ship, mark delivered). An S.A.S.,
 * formed online, shows its registration in the Secretaría de Economía's system instead of the deed — first
 * saying its articles are ready there for the shareholders' e.firma, then recording the registration — and its
 * registry entry only: it has no testimony and nothing to ship.
 */
export function DeedCompanyPage() {
  const { t } = useTranslation('backoffice-deed');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const companyId = Number(useParams().companyId);
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const queryClient = useQueryClient();
  const query = useQuery({ ...backofficeDeedQueryOptions(companyId), enabled: valid });
  const documents = useQuery({ ...forjaDocumentsQueryOptions(companyId), enabled: valid });
  const data = query.data;
  const company = data ? (data.legal_name ?? data.name ?? data.friendly_id) : '';
  const online = societyTypeFormsOnline(data?.company_type);
  // An S.A.S. has no deed and nothing to deliver: its page is its registration in the SE's system.
  const pageText = (key: string) => (online ? `registration.page.${key}` : `page.${key}`);
  useDocumentTitle(data ? t(pageText('title_of'), { company }) : t('page.title'));

  const changed = (next: BackofficeDeed) => {
    queryClient.setQueryData(deedQueryKeys.company(companyId), next);
    void queryClient.invalidateQueries({ queryKey: deedQueryKeys.all });
  };
  const documentsChanged = (next: ForjaDocuments) => {
    queryClient.setQueryData(forjaDocumentsQueryKeys.company(companyId), next);
    // The testimony sets the company's testimony date: read the deed page again.
    void queryClient.invalidateQueries({ queryKey: deedQueryKeys.all });
  };

  const code = query.error instanceof ApiError ? query.error.codes[0] : undefined;

  // The rule the API applies to each upload (refuseDeedAct): why the file cannot be uploaded yet, in a word.
  const facts: DeedFacts | null = data
    ? {
        signed: data.date_signature !== null,
        formsOnline: online,
        deedRecorded: data.deed !== null,
        seSignatureReady: data.se_signature_ready_at !== null,
        testimonyUploaded: data.testimony_at !== null,
        delivery: data.delivery.status,
      }
    : null;
  const uploadBlocked = (type: (typeof DEED_DOCUMENTS)[number]): string | null => {
    const refusal =
      facts && refuseDeedAct(type === 'testimony' ? 'upload_testimony' : 'upload_registry_entry', facts);
    if (!refusal) return null;
    // An S.A.S. uploads only its registry slip, once its registration (which follows the signature) is recorded.
    if (online) return t('registration.upload_blocked');
    return t(`documents.upload_blocked.${refusal}`, { defaultValue: errorText(refusal) });
  };

  // An S.A.S.: why its articles cannot be said ready in the SE's system yet (the rule the API applies).
  const seSignatureRefusal = facts && refuseDeedAct('mark_se_signature_ready', facts);
  const seSignatureBlocked = !seSignatureRefusal
    ? null
    : seSignatureRefusal === 'signature_not_complete'
      ? t('registration.se_signature.blocked_signature')
      : errorText(seSignatureRefusal);

  // Why the deed (an S.A.S.'s registration) cannot be recorded yet: the rule the API applies.
  const recordRefusal = facts && refuseDeedAct('record_deed', facts);

  return (
    <Stack gap="lg">
      <Group gap="lg" wrap="wrap">
        <BackLink to={backofficePath(language, 'deed')}>{t('page.back')}</BackLink>
        {valid && (
          <Anchor component={Link} to={backofficePath(language, `companies/${companyId}`)} fw={600}>
            {t('page.company_link')}
          </Anchor>
        )}
      </Group>
      {valid && query.isPending && <Loader role="status" aria-label={t('loading')} />}
      {(!valid || query.isError) && (
        <LoadErrorAlert
          error={query.error}
          text={!valid || code === 'company_not_found' ? t('page.not_found') : undefined}
          retry={valid ? { label: t('retry'), onClick: () => void query.refetch() } : undefined}
        />
      )}
      {data && (
        <>
          <CompanyRecordHeader friendlyId={data.friendly_id} title={t(pageText('title_of'), { company })}>
            <Text c="gray.7" mt={4}>
              {data.date_signature
                ? t(pageText('signed_on'), { date: format.dateTime(data.date_signature) })
                : t(pageText('not_signed'))}
            </Text>
          </CompanyRecordHeader>

          <Section
            id="deed-section"
            title={online ? t('registration.title') : t('deed.title')}
            intro={online ? t('registration.intro') : t('deed.intro')}
          >
            {!data.date_signature && (
              <Alert color="orange" variant="light" p="xs">
                {online ? t('registration.waits_for_signature') : t('deed.waits_for_signature')}
              </Alert>
            )}
            {online && (data.deed === null || data.se_signature_ready_at !== null) && (
              <SeSignaturePanel deed={data} blocked={seSignatureBlocked} onChanged={changed} />
            )}
            {recordRefusal === 'se_signature_not_ready' && (
              <Alert color="orange" variant="light" p="xs">
                {t('registration.waits_for_se_signature')}
              </Alert>
            )}
            <DeedForm
              key={data.deed?.recorded_at ?? 'new'}
              companyId={companyId}
              deed={data.deed}
              formsOnline={online}
              disabled={recordRefusal !== null}
              onSaved={changed}
            />
          </Section>

          <Section
            id="deed-documents-section"
            title={online ? t('registration.documents_title') : t('documents.title')}
            intro={online ? t('registration.documents_intro') : t('documents.intro')}
          >
            {online && (
              <Stack gap={4}>
                <Text size="sm">{t('registration.no_testimony')}</Text>
                <Text size="sm">
                  {t('registration.articles_hint')}{' '}
                  <Anchor
                    component={Link}
                    underline="always"
                    to={backofficePath(language, `forja-documents/${companyId}`)}
                  >
                    {t('registration.articles_link')}
                  </Anchor>
                </Text>
              </Stack>
            )}
            {!data.deed && (
              <Alert color="orange" variant="light" p="xs">
                {online ? t('registration.waits_for_registration') : t('documents.waits_for_deed')}
              </Alert>
            )}
            {documents.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
            {documents.isError && (
              <Alert color="red" role="alert" p="xs">
                {errorText(documents.error instanceof ApiError ? documents.error.codes[0] : undefined)}
              </Alert>
            )}
            {documents.data && (
              <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                {(online ? REGISTRATION_DOCUMENTS : DEED_DOCUMENTS).map((type) => {
                  const entry = documents.data.documents.find((item) => item.type === type);
                  return entry ? (
                    <ForjaDocumentItem
                      key={type}
                      companyId={companyId}
                      entry={entry}
                      onChanged={documentsChanged}
                      uploadBlocked={uploadBlocked(type)}
                    />
                  ) : null;
                })}
              </Stack>
            )}
          </Section>

          {!online && (
            <Section id="deed-delivery-section" title={t('delivery.title')} intro={t('delivery.intro')}>
              <DeliveryPanel deed={data} onChanged={changed} />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}

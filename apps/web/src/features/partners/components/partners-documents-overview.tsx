import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { Company, Partner, User } from '@forja/contracts';
import {
  canEditPartnerDocuments,
  companyFacts,
  findUserPartner,
  partnerIdentityFailed,
  partnerMissingDocuments,
  partnerOwnPartLeft,
} from '@forja/domain';
import { IconArrowRight, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { partnerDocumentRows, requiredPartnerDocuments } from '../partner-documents';
import { PartnerDocumentsList } from './partner-documents-list';
import { StatusBadge } from './status-badge';

type Props = {
  company: Company;
  user: User;
  /** Read the company again after an upload. */
  onUploaded: () => Promise<unknown>;
  /** The signed-in partner's own flow (/isPartner/{company_id}). */
  ownFlowUrl: string;
  /** Where the partners are added. */
  partnersUrl: string;
};

function partnerName(partner: Partner) {
  return (
    partner.name ?? ([partner.first_name, partner.last_name].filter(Boolean).join(' ') || `#${partner.id}`)
  );
}

function IdentityBadge({ partner }: { partner: Partner }) {
  const { t } = useTranslation('partners');
  const latest = partner.mati_status.at(-1)?.status ?? null;
  if (partnerIdentityFailed(partner)) return <StatusBadge tone="danger">{t('identity.failed')}</StatusBadge>;
  if (latest === 'Approved') return <StatusBadge tone="success">{t('identity.approved')}</StatusBadge>;
  if (latest) return <StatusBadge tone="info">{t('identity.pending')}</StatusBadge>;
  return <StatusBadge tone="neutral">{t('identity.none')}</StatusBadge>;
}

/**
 * The invitation to the reader's own part as a partner. When only documents are left (one rejected after the
 * identity was verified, say), it names them and points to the reader's own card, where they are uploaded;
 * otherwise it sends the reader to their partner flow.
 */
function OwnPartAlert({
  partner,
  ownFlowUrl,
  ownCardId,
}: {
  partner: Partner;
  ownFlowUrl: string;
  ownCardId: string;
}) {
  const { t, i18n } = useTranslation('partners');
  const onlyDocuments = partnerOwnPartLeft(partner).every((part) => part === 'documents');
  const needed = onlyDocuments ? partnerDocumentRows(partner).filter((row) => row.needed) : [];
  const nameOf = (type: string) => t(`documents.types.${type}.name`);
  let text = t('partner_documents.own_flow');
  if (needed.length === 1 && needed[0]) {
    const [row] = needed;
    text = t(row.state === 'rejected' ? 'partner_documents.own_reupload' : 'partner_documents.own_upload', {
      document: nameOf(row.type),
    });
  } else if (needed.length > 1) {
    const documents = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      needed.map((row) => nameOf(row.type)),
    );
    text = t('partner_documents.own_documents', { documents });
  }
  return (
    <Alert color="forja" variant="light" icon={<IconInfoCircle aria-hidden />}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="gray.9" style={{ flex: '1 1 16rem' }}>
          {text}
        </Text>
        {needed.length > 0 ? (
          <Button component="a" href={`#${ownCardId}`} variant="white" size="sm">
            {t('partner_documents.own_documents_action')}
          </Button>
        ) : (
          <Button component={Link} to={ownFlowUrl} variant="white" size="sm">
            {t('partner_documents.own_flow_action')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/**
 * PartnersDocuments: per partner, the documents the domain asks for (partnerMissingDocuments) with their
 * state and upload or replace, and the company's overall "complete" state (companyFacts). A partner who may not
 * change the company sees the other partners' documents without upload or replace (canEditPartnerDocuments);
 * other partners' documents are told in the third person. The invitation to the reader's own partner flow shows
 * until their own part is done (partnerOwnPartLeft).
 */
export function PartnersDocumentsOverview({ company, user, onUploaded, ownFlowUrl, partnersUrl }: Props) {
  const { t } = useTranslation('partners');
  const partners = company.partners;
  const complete = companyFacts(company, user).partnerDocumentsComplete;
  const own = findUserPartner(company, user);
  const ownPartPending = own !== null && partnerOwnPartLeft(own).length > 0;
  const required = partners.reduce((sum, partner) => sum + requiredPartnerDocuments(partner).length, 0);
  const missing = partners.reduce((sum, partner) => sum + partnerMissingDocuments(partner).length, 0);
  const done = required - missing;
  const partnersDone = partners.filter((partner) => partnerMissingDocuments(partner).length === 0).length;
  // Every document asked for is in and Forja approved each: nothing left to review.
  const allApproved =
    complete &&
    partners.every((partner) =>
      partnerDocumentRows(partner)
        .filter((row) => !row.optional)
        .every((row) => row.state === 'approved'),
    );

  if (partners.length === 0) {
    return (
      <Card withBorder radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{t('partner_documents.empty')}</Text>
          <Button component={Link} to={partnersUrl} rightSection={<IconArrowRight size={18} aria-hidden />}>
            {t('partner_documents.add_partners')}
          </Button>
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>{t('partner_documents.progress', { done, total: required })}</Text>
            {complete ? (
              <StatusBadge tone="success" size="lg" leftSection={<IconCircleCheck size={16} aria-hidden />}>
                {t('partner_documents.complete')}
              </StatusBadge>
            ) : (
              <StatusBadge tone="warning" size="lg">
                {t('partner_documents.incomplete', { done: partnersDone, total: partners.length })}
              </StatusBadge>
            )}
          </Group>
          <Progress
            value={required === 0 ? 100 : (done / required) * 100}
            color={complete ? 'teal.8' : 'forja.6'}
            size="lg"
            aria-label={t('partner_documents.progress', { done, total: required })}
          />
          <Text size="sm" c="gray.7">
            {t(
              allApproved
                ? 'partner_documents.approved_hint'
                : complete
                  ? 'partner_documents.complete_hint'
                  : 'partner_documents.incomplete_hint',
            )}
          </Text>
        </Stack>
      </Card>
      {own && ownPartPending && (
        <OwnPartAlert partner={own} ownFlowUrl={ownFlowUrl} ownCardId={`partner-docs-${own.id}`} />
      )}
      {partners.map((partner) => {
        const left = partnerMissingDocuments(partner).length;
        const titleId = `partner-docs-${partner.id}`;
        return (
          <Card
            key={partner.id}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby={titleId}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
                <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Title order={2} fz="lg" id={titleId}>
                    {partnerName(partner)}
                  </Title>
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {partner.is_moral_person
                      ? t('partner_documents.kind_moral')
                      : t('partner_documents.kind_person')}
                    {partner.email ? ` · ${partner.email}` : ''}
                  </Text>
                </div>
                <Group gap="xs">
                  <IdentityBadge partner={partner} />
                  <StatusBadge tone={left === 0 ? 'success' : 'neutral'}>
                    {left === 0
                      ? t('partner_documents.partner_complete')
                      : t('partner_documents.partner_missing', { count: left })}
                  </StatusBadge>
                </Group>
              </Group>
              <PartnerDocumentsList
                partnerId={partner.id}
                rows={partnerDocumentRows(partner)}
                access={{ kind: 'session' }}
                onUploaded={onUploaded}
                idPrefix={`p${partner.id}`}
                readOnly={!canEditPartnerDocuments(company, partner, user)}
                whose={partner.id === own?.id ? 'own' : 'other'}
              />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

import type { BackofficeSigningItem, SignerState } from '@forja/contracts';
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { signingQueueQueryOptions } from './api/get-signing-queue';

type EnvelopeState = NonNullable<BackofficeSigningItem['envelope_state']>;

const ENVELOPE_COLORS: Record<EnvelopeState, string> = {
  pending: 'blue',
  completed: 'teal',
  declined: 'red',
  voided: 'gray',
};
const SIGNER_COLORS: Record<SignerState, string> = {
  pending: 'gray',
  viewed: 'blue',
  signed: 'teal',
  declined: 'red',
};

function StateBadge({ color, label }: { color: string; label: string }) {
  return (
    <Badge variant="light" color={color} c={`${color}.9`} radius="sm" style={{ textTransform: 'none' }}>
      {label}
    </Badge>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** One company's signing: the draft, the review, the envelope, open issues and the signers. */
function SigningItem({ item }: { item: BackofficeSigningItem }) {
  const { t } = useTranslation('signing');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const name = item.company_name ?? item.friendly_id;
  const headingId = `signing-company-${item.company_id}`;
  return (
    <Card component="article" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={backofficePath(language, `companies/${item.company_id}`)} inherit>
              {name}
            </Anchor>
          </Title>
          <Text size="sm" c="gray.7" ff="monospace">
            {item.friendly_id}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('backoffice.draft')}>
            <Text size="sm">
              {item.draft_version === null
                ? t('backoffice.no_draft')
                : t('backoffice.draft_version', { version: item.draft_version })}
            </Text>
          </Fact>
          <Fact label={t('backoffice.acknowledged')}>
            <Text size="sm">
              {t('backoffice.n_of_m', { n: item.acknowledged_count, m: item.partner_count })}
            </Text>
          </Fact>
          <Fact label={t('backoffice.envelope')}>
            {item.envelope_state ? (
              <StateBadge
                color={ENVELOPE_COLORS[item.envelope_state]}
                label={t(`backoffice.envelope_states.${item.envelope_state}`)}
              />
            ) : (
              <Text size="sm">{t('backoffice.no_envelope')}</Text>
            )}
          </Fact>
          <Fact label={t('backoffice.signed')}>
            <Text size="sm">{t('backoffice.n_of_m', { n: item.signed_count, m: item.partner_count })}</Text>
            {item.date_signature && (
              <Text size="xs" c="gray.7">
                {format.dateTime(item.date_signature)}
              </Text>
            )}
          </Fact>
        </SimpleGrid>

        {item.issues.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="sm">
              {t('backoffice.issues', { count: item.issues.length })}
            </Title>
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {item.issues.map((issue) => (
                <Alert
                  component="li"
                  key={`${issue.kind}-${issue.partner_name}-${issue.created_at}`}
                  color={issue.kind === 'declined' ? 'red' : 'orange'}
                  variant="light"
                  p="sm"
                >
                  <Group gap="xs" wrap="wrap">
                    <StateBadge
                      color={issue.kind === 'declined' ? 'red' : 'orange'}
                      label={t(`backoffice.issue_kinds.${issue.kind}`)}
                    />
                    <Text size="sm" fw={600} c="gray.9">
                      {issue.partner_name}
                    </Text>
                    <Text size="xs" c="gray.8">
                      {format.dateTime(issue.created_at)}
                    </Text>
                  </Group>
                  <Text
                    size="sm"
                    c="gray.9"
                    mt={4}
                    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  >
                    {issue.note?.trim() || t('backoffice.no_note')}
                  </Text>
                </Alert>
              ))}
            </Stack>
          </Stack>
        )}

        {item.signers.length > 0 && (
          <ResponsiveTable
            label={t('backoffice.signers_of', { company: name })}
            rows={item.signers}
            rowKey={(signer) => `${signer.email}-${signer.signing_order}`}
            minWidth={520}
            table={{ striped: false, withTableBorder: false, verticalSpacing: 'xs' }}
            columns={[
              { header: t('backoffice.order'), cell: (signer) => signer.signing_order },
              {
                header: t('backoffice.signer'),
                card: 'title',
                cell: (signer) => (
                  <>
                    <Text size="sm">{signer.name}</Text>
                    <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                      {signer.email}
                    </Text>
                  </>
                ),
              },
              {
                header: t('backoffice.state'),
                cell: (signer) => (
                  <StateBadge
                    color={SIGNER_COLORS[signer.state]}
                    label={t(`partners.signer.${signer.state}`)}
                  />
                ),
              },
              {
                header: t('backoffice.signed_at'),
                cell: (signer) => (
                  <Text size="sm">{signer.signed_at ? format.dateTime(signer.signed_at) : '—'}</Text>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * Signatures: the companies whose draft articles are being reviewed or signed — how many partners
 * acknowledged and signed, the envelope's state, open correction requests and declines with their notes, and
 * the signers in order.
 */
export function SigningQueuePage() {
  const { t } = useTranslation('signing');
  useDocumentTitle(t('backoffice.title'));
  const queue = useQuery(signingQueueQueryOptions());

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={28}>
          {t('backoffice.title')}
        </Title>
        <Text c="gray.7" mt={4}>
          {t('backoffice.intro')}
        </Text>
      </div>
      {queue.isPending && <LoadingLine label={t('backoffice:loading')} />}
      {queue.isError && <LoadErrorAlert error={queue.error} />}
      {queue.data && queue.data.length === 0 && <Text c="gray.7">{t('backoffice.empty')}</Text>}
      {queue.data && queue.data.length > 0 && (
        <>
          <Text size="sm" c="gray.7" role="status">
            {t('backoffice.total', { count: queue.data.length })}
          </Text>
          {queue.data.map((item) => (
            <SigningItem key={item.company_id} item={item} />
          ))}
        </>
      )}
    </Stack>
  );
}

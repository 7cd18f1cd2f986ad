import type { LegalNameCaseDetail, LegalNameProposal } from '@forja/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert } from '../components/query-states';
import { BackLink, CompanyRecordHeader } from '../components/record-header';
import { legalNameCaseQueryOptions, legalNamesQueryKeys } from './api/legal-names';
import { AuthorizeForm } from './components/authorize-form';
import { ProposalCheck } from './components/proposal-check';
import { RefuseDialog } from './components/refuse-dialog';
import { formatDay } from '../../../lib/format-date';

const DECISION_LOOK = {
  approved: { bg: 'forja.9', c: 'white' },
  refused: { bg: 'red.9', c: 'white' },
  pending: { bg: 'gray.2', c: 'gray.8' },
} as const;

function ProposalItem(props: {
  proposal: LegalNameProposal;
  canDecide: boolean;
  onRefuse: (proposal: LegalNameProposal) => void;
}) {
  const { t } = useTranslation('backoffice-names');
  const { proposal } = props;
  const state = proposal.decision ?? 'pending';
  const titleId = `proposal-${proposal.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Flex direction={{ base: 'column', sm: 'row' }} gap="md" justify="space-between">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 50%' }}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600} c="gray.7">
              {t('case.option', { n: proposal.priority })}
            </Text>
            <Badge radius="sm" size="sm" bg={DECISION_LOOK[state].bg} c={DECISION_LOOK[state].c}>
              {t(`decision.${state}`)}
            </Badge>
          </Group>
          <Text fw={700} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {proposal.name}
          </Text>
          {proposal.decision === 'refused' && proposal.refusal_reason && (
            <Text size="sm" c="gray.8">
              {t('refusal.because', { reason: t(`refusal.reasons.${proposal.refusal_reason}`) })}
            </Text>
          )}
          {proposal.decision === 'refused' && proposal.refusal_note && (
            <Text size="sm" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
              {t('refusal.note', { note: proposal.refusal_note })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: '1 1 40%' }} align="flex-start">
          <Text size="xs" fw={600} c="gray.7" tt="uppercase">
            {t('risk.label')}
          </Text>
          <ProposalCheck check={proposal.check} />
          {props.canDecide && proposal.decision === null && (
            <Button
              variant="subtle"
              color="red"
              c="red.9"
              size="compact-md"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => props.onRefuse(proposal)}
              aria-label={t('case.refuse_one_label', { name: proposal.name })}
            >
              {t('case.refuse_one')}
            </Button>
          )}
        </Stack>
      </Flex>
    </Paper>
  );
}

/** What is recorded once nothing is left to decide: the authorised name, or that every option was refused. */
function DecidedSummary({ detail }: { detail: LegalNameCaseDetail }) {
  const { t } = useTranslation('backoffice-names');
  const language = useLanguage();
  if (!detail.legal_name) {
    return (
      <Alert color="gray" title={t('case.all_refused_title')}>
        {t('case.all_refused_body')}
      </Alert>
    );
  }
  const approved = detail.proposals.find((proposal) => proposal.decision === 'approved');
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="forja.0">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCircleCheck size={28} color="var(--mantine-color-forja-9)" aria-hidden />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={700} tt="uppercase" c="forja.9">
            {t('case.approved_title')}
          </Text>
          <Text fz={{ base: 22, sm: 26 }} fw={800} style={{ overflowWrap: 'anywhere' }}>
            {detail.legal_name}
          </Text>
          <Text c="gray.8">
            {approved?.authorization_key && approved.authorization_date
              ? t('case.approved_body', {
                  name: detail.legal_name,
                  key: approved.authorization_key,
                  date: formatDay(language, approved.authorization_date),
                })
              : t('case.approved_without_details', { name: detail.legal_name })}
          </Text>
          {detail.authorization_document?.document_url && (
            <Anchor
              href={detail.authorization_document.document_url}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
            >
              <Group gap={4} component="span" wrap="nowrap">
                {t('case.open_authorization')}
                <IconExternalLink size={16} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * One company's legal names: the founder's ranked proposals with the risk check beside each, the SE's
 * authorisation form (name, key, date, PDF with progress) and refusals with a reason, or what was recorded.
 */
export function LegalNameCasePage() {
  const { t } = useTranslation('backoffice-names');
  const language = useLanguage();
  const companyId = Number(useParams().companyId);
  const queryClient = useQueryClient();
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const query = useQuery({ ...legalNameCaseQueryOptions(companyId), enabled: valid });
  const [refusing, setRefusing] = useState<LegalNameProposal[]>([]);
  const detail = query.data;
  const company = detail ? (detail.company_name ?? detail.friendly_id) : '';
  useDocumentTitle(detail ? t('case.title', { company }) : t('queue.title'));

  const settle = async (next: LegalNameCaseDetail) => {
    queryClient.setQueryData(legalNamesQueryKeys.case(companyId), next);
    setRefusing([]);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: legalNamesQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['backoffice', 'overview'] }),
    ]);
  };
  const pending = detail?.proposals.filter((proposal) => proposal.decision === null) ?? [];
  const canDecide = Boolean(detail && !detail.decided);

  return (
    <Stack gap="lg">
      <BackLink to={backofficePath(language, 'legal-names')}>{t('case.back')}</BackLink>
      {valid && query.isPending && <Loader role="status" aria-label={t('loading')} />}
      {(!valid || query.isError) && (
        <LoadErrorAlert
          error={query.error}
          text={
            !valid || (query.error instanceof ApiError && query.error.codes[0] === 'company_not_found')
              ? t('case.not_found')
              : undefined
          }
          retry={valid ? { label: t('retry'), onClick: () => void query.refetch() } : undefined}
        />
      )}
      {detail && (
        <>
          <CompanyRecordHeader friendlyId={detail.friendly_id} title={t('case.title', { company })}>
            <Text c="gray.7" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {t('founder', {
                name: detail.founder_name || detail.founder_email || '—',
                context: detail.founder_gender ?? undefined,
              })}
              {detail.founder_name && detail.founder_email ? ` · ${detail.founder_email}` : ''}
            </Text>
            {detail.waiting_since && !detail.decided && (
              <Text c="gray.7" size="sm">
                {t('waiting_since', { date: formatDay(language, detail.waiting_since) })}
              </Text>
            )}
          </CompanyRecordHeader>

          {detail.decided && <DecidedSummary detail={detail} />}
          {!detail.decided && detail.name_authorization && (
            <Alert color="blue">{t('case.founder_has_authorization')}</Alert>
          )}
          {!detail.decided && !detail.paid && (
            <Alert color="yellow" title={t('case.unpaid_title')}>
              {t('case.unpaid_body')}
            </Alert>
          )}

          <Box component="section" aria-labelledby="proposals-title">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
                <div>
                  <Title order={2} fz="lg" id="proposals-title">
                    {t('case.proposals_title')}
                  </Title>
                  <Text size="sm" c="gray.7" maw={640}>
                    {t('case.proposals_help')}
                  </Text>
                </div>
                {canDecide && pending.length > 1 && (
                  <Button variant="default" color="red" c="red.9" onClick={() => setRefusing(pending)}>
                    {t('case.refuse_all')}
                  </Button>
                )}
              </Group>
              {detail.proposals.length === 0 ? (
                <Text c="gray.7">{t('case.no_proposals')}</Text>
              ) : (
                <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                  {detail.proposals.map((proposal) => (
                    <ProposalItem
                      key={proposal.id}
                      proposal={proposal}
                      canDecide={canDecide}
                      onRefuse={(one) => setRefusing([one])}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          </Box>

          {canDecide && pending.length > 0 && (
            <AuthorizeForm companyId={companyId} pending={pending} onDone={(next) => void settle(next)} />
          )}

          <RefuseDialog
            companyId={companyId}
            proposals={refusing}
            onClose={() => setRefusing([])}
            onDone={(next) => void settle(next)}
          />
        </>
      )}
    </Stack>
  );
}

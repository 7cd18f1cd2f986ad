import {
  BANK_REFERRAL_STATUSES,
  type BankReferralQueueEntry,
  type BankReferralStatus,
} from '@forja/contracts';
import { Anchor, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { bankReferralQueueQueryOptions } from './api/bank-referrals';
import { partnerBanksQueryOptions } from './api/partner-banks';
import { AccountOpenedModal } from './components/account-opened-modal';
import { ReferralCard } from './components/referral-card';
import { ReferralNoteModal } from './components/referral-note-modal';
import { bankErrorText } from './error-text';

type Acting = { entry: BankReferralQueueEntry; act: 'sent' | 'declined' | 'opened' };

/**
 * Back office, backoffice/banks: the companies' bank referrals (chosen first, oldest first; then sent; then
 * answered), to mark one sent to the bank, record the bank's refusal, or the account it opened.
 */
export function BankReferralsPage() {
  const { t } = useTranslation('backoffice-banks');
  const language = useLanguage();
  useDocumentTitle(t('queue.title'));
  const queue = useQuery(bankReferralQueueQueryOptions());
  // The catalogue gives each bank's CLABE codes, to warn when an account's CLABE is from another bank.
  const catalogue = useQuery(partnerBanksQueryOptions());
  const [status, setStatus] = useState<BankReferralStatus | null>(null);
  const [acting, setActing] = useState<Acting | null>(null);
  const shown = (queue.data ?? []).filter((entry) => !status || entry.referral.status === status);
  const expectedBankCodes = (bankKey: string) =>
    catalogue.data?.find((bank) => bank.key === bankKey)?.clabe_bank_codes ?? null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {t('queue.title')}
          </Title>
          <Text c="gray.7" mt={4} maw={760}>
            {t('queue.intro')}
          </Text>
        </div>
        <Anchor component={Link} to={backofficePath(language, 'partner-banks')} fw={600}>
          {t('queue.catalogue_link')}
        </Anchor>
      </Group>
      <Select
        label={t('queue.filter')}
        data={[
          { value: 'all', label: t('queue.all') },
          ...BANK_REFERRAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
        value={status ?? 'all'}
        onChange={(value) => setStatus(!value || value === 'all' ? null : value)}
        allowDeselect={false}
        maw={320}
      />
      {queue.isPending && <LoadingLine label={t('loading')} />}
      {queue.isError && (
        <LoadErrorAlert
          error={queue.error}
          text={bankErrorText(queue.error)}
          retry={{ label: t('retry'), onClick: () => void queue.refetch() }}
        />
      )}
      {queue.data && shown.length === 0 && (
        <Text c="gray.7">{queue.data.length === 0 ? t('queue.empty') : t('queue.empty_filter')}</Text>
      )}
      {shown.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('queue.list_label')}
        >
          {shown.map((entry) => (
            <ReferralCard key={entry.company_id} entry={entry} onAct={(act) => setActing({ entry, act })} />
          ))}
        </Stack>
      )}
      {acting?.act === 'opened' && (
        <AccountOpenedModal
          key={`opened-${acting.entry.company_id}`}
          entry={acting.entry}
          expectedBankCodes={expectedBankCodes(acting.entry.referral.bank_key)}
          onClose={() => setActing(null)}
        />
      )}
      {acting && acting.act !== 'opened' && (
        <ReferralNoteModal
          key={`${acting.act}-${acting.entry.company_id}`}
          entry={acting.entry}
          act={acting.act}
          onClose={() => setActing(null)}
        />
      )}
    </Stack>
  );
}

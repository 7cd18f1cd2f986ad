import type { BankReferralQueueEntry, BankReferralStatus } from '@forja/contracts';
import { bankReferralRefusal } from '@forja/domain';
import { Alert, Anchor, Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../lib/use-language';
import { useBackofficeFormats } from '../../companies/format';
import { backofficePath } from '../../navigation';

export const REFERRAL_STATUS_COLOR: Record<BankReferralStatus, string> = {
  chosen: 'orange',
  sent: 'blue',
  opened: 'teal',
  declined: 'red',
};

/** A CLABE in its groups: bank (3), city (3), account (11), check digit (1). */
export const groupedClabe = (clabe: string) =>
  clabe.length === 18
    ? `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`
    : clabe;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One company's referral in the Banks queue: the company, the bank, where the referral stands, whether the
 * business information is complete, its dates, the bank's note and the account once opened, with the acts its
 * state allows (the domain's bankReferralRefusal decides).
 */
export function ReferralCard(props: {
  entry: BankReferralQueueEntry;
  onAct: (act: 'sent' | 'declined' | 'opened') => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const { entry } = props;
  const { referral, account } = entry;
  const company = entry.company_name ?? entry.friendly_id ?? String(entry.company_id);
  const titleId = `bank-referral-${entry.company_id}`;
  const sendRefusal = bankReferralRefusal('send', referral.status, entry.information_complete);
  const answerRefusal = bankReferralRefusal('open', referral.status, entry.information_complete);
  const color = REFERRAL_STATUS_COLOR[referral.status];

  return (
    <Card component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Anchor
              id={titleId}
              component={Link}
              to={backofficePath(language, `companies/${entry.company_id}`)}
              fw={700}
              style={{ overflowWrap: 'anywhere' }}
            >
              {company}
            </Anchor>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {[entry.friendly_id, entry.founder_email].filter(Boolean).join(' · ')}
            </Text>
          </div>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color={color} c={`${color}.9`} style={{ textTransform: 'none' }}>
              {t(`status.${referral.status}`)}
            </Badge>
            <Badge
              variant="light"
              color={entry.information_complete ? 'forja' : 'gray'}
              c={entry.information_complete ? 'forja.9' : 'gray.9'}
              style={{ textTransform: 'none' }}
            >
              {entry.information_complete ? t('queue.information_complete') : t('queue.information_missing')}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Item label={t('queue.bank')}>{referral.bank_name}</Item>
          <Item label={t('queue.chosen_at')}>{format.dateTime(referral.chosen_at)}</Item>
          <Item label={t('queue.sent_at')}>{referral.sent_at ? format.dateTime(referral.sent_at) : '—'}</Item>
          <Item label={t('queue.answered_at')}>
            {referral.answered_at ? format.dateTime(referral.answered_at) : '—'}
          </Item>
        </SimpleGrid>
        {referral.bank_note && (
          <Item label={t('queue.bank_note')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {referral.bank_note}
            </Text>
          </Item>
        )}
        {account && (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              <Item label={t('queue.account_bank')}>{account.bank_name}</Item>
              <Item label={t('queue.account_holder')}>{account.account_holder}</Item>
              <Item label={t('queue.clabe')}>
                <Code fz="sm" style={{ userSelect: 'all', whiteSpace: 'nowrap' }}>
                  {groupedClabe(account.clabe)}
                </Code>
              </Item>
              <Item label={t('queue.opened_at')}>{format.date(account.opened_at)}</Item>
            </SimpleGrid>
            <Alert color="blue" variant="light" icon={<IconFileUpload size={18} aria-hidden />}>
              <Text size="sm">
                {t('queue.contract_hint')}{' '}
                <Anchor
                  component={Link}
                  to={backofficePath(language, `forja-documents/${entry.company_id}`)}
                  size="sm"
                  fw={600}
                >
                  {t('queue.contract_link', { company })}
                </Anchor>
              </Text>
            </Alert>
          </Stack>
        )}
        {(referral.status === 'chosen' || referral.status === 'sent') && (
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              {referral.status === 'chosen' && (
                <Button
                  size="compact-md"
                  disabled={sendRefusal !== null}
                  onClick={() => props.onAct('sent')}
                  aria-label={`${t('acts.sent')}: ${company}`}
                  aria-describedby={sendRefusal ? `${titleId}-why` : undefined}
                >
                  {t('acts.sent')}
                </Button>
              )}
              {answerRefusal === null && (
                <>
                  <Button
                    size="compact-md"
                    onClick={() => props.onAct('opened')}
                    aria-label={`${t('acts.opened')}: ${company}`}
                  >
                    {t('acts.opened')}
                  </Button>
                  <Button
                    size="compact-md"
                    variant="default"
                    c="red.8"
                    onClick={() => props.onAct('declined')}
                    aria-label={`${t('acts.declined')}: ${company}`}
                  >
                    {t('acts.declined')}
                  </Button>
                </>
              )}
            </Group>
            {referral.status === 'chosen' && sendRefusal && (
              <Text id={`${titleId}-why`} size="xs" c="gray.7">
                {t(`errors.${sendRefusal}`)}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

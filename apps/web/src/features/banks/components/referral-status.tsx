import type { BankReferral, BankReferralStatus } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { Badge, Blockquote, Stack, Text, Timeline } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconSend, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';

const BADGE_COLOR: Record<BankReferralStatus, string> = {
  chosen: 'blue',
  sent: 'orange',
  opened: 'teal',
  declined: 'red',
};

/** The referral's state as a badge (chosen, sent to the bank, account opened, declined). */
export function ReferralBadge({ status }: { status: BankReferralStatus }) {
  const { t } = useTranslation('banks');
  const color = BADGE_COLOR[status];
  return (
    <Badge color={color} c={`${color}.9`} variant="light" style={{ textTransform: 'none' }}>
      {t(`referral.status.${status}`)}
    </Badge>
  );
}

type Props = {
  referral: BankReferral;
  language: Language;
  /** The business information is complete (Forja can send the application). */
  informationComplete: boolean;
  /** The bank's usual working days to open the account, for what to expect while it is sent. */
  typicalDays?: number;
};

/**
 * Where the application stands, step by step with dates: chosen → sent to the bank → opened or declined, with
 * the note the bank returned, and one line saying what happens next.
 */
export function ReferralStatus({ referral, language, informationComplete, typicalDays }: Props) {
  const { t } = useTranslation('banks');
  const day = (value: string | null) => (value ? formatDay(language, value) : null);
  const answered = referral.status === 'opened' || referral.status === 'declined';
  const active = answered ? 2 : referral.status === 'sent' ? 1 : 0;
  const next =
    referral.status === 'chosen'
      ? informationComplete
        ? t('referral.next.chosen_complete', { bank: referral.bank_name })
        : t('referral.next.chosen_incomplete', { bank: referral.bank_name })
      : referral.status === 'sent'
        ? typicalDays
          ? t('referral.next.sent_days', { bank: referral.bank_name, count: typicalDays })
          : t('referral.next.sent', { bank: referral.bank_name })
        : referral.status === 'opened'
          ? t('referral.next.opened', { bank: referral.bank_name })
          : t('referral.next.declined', { bank: referral.bank_name });

  return (
    <Stack gap="md">
      <Text size="sm">{next}</Text>
      <Timeline
        active={active}
        bulletSize={26}
        lineWidth={2}
        color={referral.status === 'declined' ? 'red' : 'forja'}
      >
        <Timeline.Item bullet={<IconBuildingBank size={14} aria-hidden />} title={t('referral.step.chosen')}>
          <Text size="xs" c="gray.7">
            {t('referral.on_day', { date: day(referral.chosen_at) })}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconSend size={14} aria-hidden />} title={t('referral.step.sent')}>
          <Text size="xs" c="gray.7">
            {referral.sent_at ? t('referral.on_day', { date: day(referral.sent_at) }) : t('referral.not_yet')}
          </Text>
        </Timeline.Item>
        <Timeline.Item
          bullet={
            referral.status === 'declined' ? (
              <IconX size={14} aria-hidden />
            ) : (
              <IconCheck size={14} aria-hidden />
            )
          }
          title={referral.status === 'declined' ? t('referral.step.declined') : t('referral.step.opened')}
        >
          <Text size="xs" c="gray.7">
            {answered && referral.answered_at
              ? t('referral.on_day', { date: day(referral.answered_at) })
              : t('referral.not_yet')}
          </Text>
        </Timeline.Item>
      </Timeline>
      {referral.bank_note && (
        <Blockquote color={referral.status === 'declined' ? 'red' : 'gray'} p="sm" radius="md" iconSize={0}>
          <Text size="xs" fw={600} c="gray.7">
            {t('referral.bank_note', { bank: referral.bank_name })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {referral.bank_note}
          </Text>
        </Blockquote>
      )}
    </Stack>
  );
}

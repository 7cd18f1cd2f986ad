import type { BackofficeCompanyDetail, CompanyTimelineItem } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { equityContext } from '../../../../lib/equity-context';
import { useBackofficeFormats } from '../format';

/**
 * The deed's acts of a company formed online (S.A.S.): what they recorded is its registration in the Secretaría
 * de Economía's system, not a notarial deed (the audit log names the act `deed.*` for every society type).
 */
const ONLINE_DEED_ACTS: Record<string, string> = {
  'deed.record': 'company.timeline.registration_record',
  'deed.update': 'company.timeline.registration_update',
};

/** One entry of the timeline in words: the act and who did it, or the milestone and what it was about. */
function useTimelineText(detail: BackofficeCompanyDetail) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  const online = societyTypeFormsOnline(detail.company.company_type);
  const productName = (key: string | null) => {
    const order = detail.orders.find((candidate) => candidate.product_key === key);
    return order ? format.product(order) : (key ?? '');
  };
  return (item: CompanyTimelineItem): string => {
    switch (item.kind) {
      case 'audit': {
        const action = item.audit?.action ?? '';
        const onlineAct = online ? ONLINE_DEED_ACTS[action] : undefined;
        return t('company.timeline.audit', {
          action: onlineAct
            ? t(onlineAct)
            : t(`backoffice:audit.actions.${action}`, { defaultValue: action }),
          who: item.audit?.actor_email ?? `#${item.audit?.actor_id ?? ''}`,
        });
      }
      case 'order_created':
      case 'order_paid':
      case 'payment_failed':
        return t(`company.timeline.${item.kind}`, { detail: productName(item.detail) });
      case 'document_uploaded':
        return t('company.timeline.document_uploaded', {
          detail: t(`company:documents.types.${item.detail ?? ''}.name`, { defaultValue: item.detail ?? '' }),
        });
      case 'partner_document_uploaded':
        return t('company.timeline.partner_document_uploaded', {
          partner: item.partner_name ?? '',
          detail: t(`partners:documents.types.${item.detail ?? ''}.name`, {
            defaultValue: item.detail ?? '',
          }),
        });
      case 'step_reached':
        return t('company.timeline.step_reached', {
          detail: t(`steps.${item.detail ?? ''}`, {
            defaultValue: item.detail ?? '',
            context: equityContext(detail.company.company_type),
          }),
        });
      default:
        return t(`company.timeline.${item.kind}`, { detail: item.detail ?? '' });
    }
  };
}

/** The company's history, newest first: the team's acts and the onboarding's milestones. */
export function CompanyTimeline({ detail }: { detail: BackofficeCompanyDetail }) {
  const { t } = useTranslation('backoffice-companies');
  const format = useBackofficeFormats();
  const text = useTimelineText(detail);
  if (detail.timeline.length === 0) return <Text c="gray.7">{t('company.timeline_empty')}</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} color="forja">
      {detail.timeline.map((item, index) => (
        <Timeline.Item key={`${item.kind}-${item.at}-${item.audit?.id ?? index}`}>
          <Stack gap={0}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {text(item)}
            </Text>
            <Text size="xs" c="gray.7">
              {format.dateTime(item.at)}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

import type { SatAppointmentReceipt } from '@forja/contracts';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconFileUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../lib/use-language';
import { ReviewBadge } from '../../companies/components/review-badge';
import { useBackofficeFormats } from '../../companies/format';
import { backofficePath } from '../../navigation';
import { SatSection } from './sat-section';

/**
 * The SAT appointment receipt (acuse_cita_sat): the file the founder (or Forja) uploaded, where its review
 * stands (the company page's badge; a rejection with its reason and note), who uploaded it and when, opened
 * through its signed link; none yet, says so. Forja uploads or replaces it as a Forja-issued document.
 */
export function AppointmentReceiptCard(props: {
  companyId: number;
  receipt: SatAppointmentReceipt | null;
  /** Forja gets the company's e.firma: the receipt is Forja's to upload, not the founder's. */
  byForja: boolean;
}) {
  const { t } = useTranslation('backoffice-sat');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const { receipt } = props;
  return (
    <SatSection id="sat-receipt" title={t('receipt.title')}>
      <Text size="sm">{t('receipt.intro')}</Text>
      {receipt ? (
        <Stack gap={4}>
          <Group gap={6} wrap="wrap">
            <Text style={{ overflowWrap: 'anywhere' }}>{receipt.file_name}</Text>
            <ReviewBadge state={receipt.review_state} />
          </Group>
          <Text size="sm" c="gray.7">
            {t(receipt.uploaded_by_staff ? 'receipt.uploaded_by_forja' : 'receipt.uploaded_by_founder', {
              date: format.dateTime(receipt.uploaded_at),
            })}
          </Text>
          {receipt.review_state === 'rejected' && (
            <Text size="sm">
              {t('receipt.rejected_because', {
                category: t(`backoffice-documents:categories.${receipt.rejection_category}`, {
                  defaultValue: receipt.rejection_category,
                }),
              })}
              {receipt.rejection_note && ` ${t('receipt.rejection_note', { note: receipt.rejection_note })}`}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="gray.7">
          {t(props.byForja ? 'receipt.empty_forja' : 'receipt.empty')}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        {receipt && (
          <Button
            component="a"
            href={receipt.document_url}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={18} aria-hidden />}
          >
            {t('receipt.open')}
            <VisuallyHidden>: {receipt.file_name}</VisuallyHidden>
          </Button>
        )}
        <Button
          component={Link}
          to={backofficePath(language, `forja-documents/${props.companyId}`)}
          variant="default"
          leftSection={<IconFileUpload size={18} aria-hidden />}
        >
          {receipt ? t('receipt.replace') : t('receipt.upload')}
        </Button>
      </Group>
    </SatSection>
  );
}

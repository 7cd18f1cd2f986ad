import type { BackofficeDeed } from '@forja/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '../../../../components/confirm-dialog';
import { WRAPPING_BUTTON } from '../../../../components/wrapping-button';
import { showError, showSuccess } from '../../../../lib/notify';
import { useBackofficeFormats } from '../../companies/format';
import { markSeSignatureReady } from '../api/deed';

/**
 * An S.A.S., before its registration: once the operator has entered the articles in the Secretaría de
 * Economía's system, they say so here (after a confirmation). The API e-mails every shareholder to sign there
 * with their e.firma, and the founder's checklist turns to the shareholders. Once said, the panel says when, and
 * asks to record the registration here until it is recorded; before the signature in Forja the button stays
 * disabled, saying why (`blocked`, the domain's refusal).
 */
export function SeSignaturePanel(props: {
  deed: BackofficeDeed;
  /** Why it cannot be said now, in words; null when it can. */
  blocked: string | null;
  onChanged: (deed: BackofficeDeed) => void;
}) {
  const { t } = useTranslation('backoffice-deed');
  const format = useBackofficeFormats();
  const readyAt = props.deed.se_signature_ready_at;
  const blockedId = `se-signature-blocked-${props.deed.company_id}`;

  // Done or refused, the dialog closes: a toast says which.
  const mark = async () => {
    try {
      const next = await markSeSignatureReady(props.deed.company_id);
      showSuccess(t('registration.se_signature.done'));
      props.onChanged(next);
    } catch (error) {
      showError(error);
    }
  };

  const askToConfirm = () =>
    openConfirmDialog({
      title: t('registration.se_signature.confirm_title'),
      children: <Text>{t('registration.se_signature.confirm_body')}</Text>,
      confirmLabel: t('registration.se_signature.confirm'),
      cancelLabel: t('cancel'),
      onConfirm: mark,
    });

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('registration.se_signature.title')}</Text>
      {readyAt ? (
        <Alert color="teal" variant="light" p="xs">
          {t(
            props.deed.deed
              ? 'registration.se_signature.ready_on_registered'
              : 'registration.se_signature.ready_on',
            { date: format.dateTime(readyAt) },
          )}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('registration.se_signature.intro')}
          </Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconSignature size={18} aria-hidden />}
              onClick={askToConfirm}
              disabled={props.blocked !== null}
              aria-describedby={props.blocked ? blockedId : undefined}
              {...WRAPPING_BUTTON}
            >
              {t('registration.se_signature.mark')}
            </Button>
          </Group>
          {props.blocked && (
            <Text size="sm" c="gray.7" id={blockedId}>
              {props.blocked}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

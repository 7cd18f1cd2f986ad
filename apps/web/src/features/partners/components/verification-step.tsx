import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Partner } from '@forja/contracts';
import { identifiesByPassport, partnerIdentityFailed } from '@forja/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/notify';
import { sendIdentityVideo } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { STEP_DOCUMENTS, stepDocumentRows, stepDocumentsComplete } from '../partner-documents';
import { PartnerDocumentsList } from './partner-documents-list';
import { SelfieRecorder } from './selfie-recorder';
import { StepActions, StepHeader } from './step-frame';

type Props = {
  partner: Partner;
  access: PartnerAccess;
  backTo?: string;
  onUploaded: () => Promise<unknown>;
  onDone: () => Promise<unknown> | void;
};

/**
 * The verification step: the ID images (voter card front and back, or a passport; the passport for a partner
 * without Mexican nationality), then a short selfie video
 * recorded in the browser and sent to `partner/{id}/identity-verification`, which queues the check.
 */
export function VerificationStep({ partner, access, backTo, onUploaded, onDone }: Props) {
  const { t } = useTranslation('partners');
  const [sent, setSent] = useState(false);
  const rows = stepDocumentRows(partner, STEP_DOCUMENTS.verification);
  const idDone = stepDocumentsComplete(partner, STEP_DOCUMENTS.verification);
  const latest = partner.mati_status.at(-1)?.status ?? null;
  const failed = partnerIdentityFailed(partner);
  // A check already queued or passed (and not failed) needs no new video.
  const alreadySent = latest !== null && !failed;

  const next = () => {
    if (!sent && !alreadySent) {
      showError(new ApiError(0, ['selfie_video_required']));
      return;
    }
    void onDone();
  };

  return (
    <Stack gap="lg">
      <StepHeader title={t('verification.title')} intro={t('verification.intro')} />
      <section aria-labelledby="verification-id">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="verification-id">
            {t('verification.id_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {identifiesByPassport(partner) ? t('verification.id_intro_passport') : t('verification.id_intro')}
          </Text>
          <PartnerDocumentsList partnerId={partner.id} rows={rows} access={access} onUploaded={onUploaded} />
        </Stack>
      </section>
      <section aria-labelledby="verification-selfie">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="verification-selfie">
            {t('verification.selfie_title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('verification.selfie_intro')}
          </Text>
          {alreadySent && !sent && (
            <Alert color="teal" variant="light" icon={<IconInfoCircle aria-hidden />}>
              <Text size="sm" c="gray.9">
                {latest === 'Approved' ? t('verification.already_approved') : t('verification.already_sent')}
              </Text>
            </Alert>
          )}
          {failed && (
            <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
              <Text size="sm" c="gray.9">
                {t('verification.failed_before')}
              </Text>
            </Alert>
          )}
          <SelfieRecorder
            blockedReason={idDone ? undefined : t('verification.id_first')}
            onSend={async (video, onProgress) => {
              await sendIdentityVideo(partner.id, video, access, { onProgress });
              setSent(true);
              await onUploaded();
            }}
          />
        </Stack>
      </section>
      <StepActions backTo={backTo} label={t('flow.continue')} onClick={next} />
    </Stack>
  );
}

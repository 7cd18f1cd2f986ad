import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ConsentPurposesProps = {
  analytics: boolean;
  recording: boolean;
  onAnalytics: (granted: boolean) => void;
  onRecording: (granted: boolean) => void;
};

/**
 * The consent banner's choice per purpose: usage analytics, and session recording, which needs analytics. Its own
 * chunk, fetched when the visitor asks to choose: most answer the banner with Accept or Reject, and the banner is
 * on the first page (its checkboxes weigh about 3 KB gzipped).
 */
export default function ConsentPurposes({
  analytics,
  recording,
  onAnalytics,
  onRecording,
}: ConsentPurposesProps) {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('my_data.purposes.analytics.label')}
        description={t('my_data.purposes.analytics.description')}
        checked={analytics}
        onChange={(event) => onAnalytics(event.currentTarget.checked)}
      />
      <Checkbox
        label={t('my_data.purposes.session_recording.label')}
        description={t('my_data.purposes.session_recording.description')}
        checked={recording}
        disabled={!analytics}
        onChange={(event) => onRecording(event.currentTarget.checked)}
      />
    </Stack>
  );
}

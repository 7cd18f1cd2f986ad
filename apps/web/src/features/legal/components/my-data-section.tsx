import { Anchor, Card, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { OPTIONAL_CONSENT_PURPOSES, type ConsentState, type OptionalConsentPurpose } from '@forja/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { showError, showSuccess } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { setConsent } from '../../../lib/analytics/consent-store';
import { myConsentsQueryOptions, recordConsent } from '../api/consents';
import { DataExportPanel } from './data-export-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { RetryAlert } from './retry-alert';

/**
 * The account page's "Mis datos": the optional purposes (analytics, marketing e-mail, surveys) as switches, each
 * recorded at once (`POST consents/me`, method switch) with a toast; the way to exercise the ARCO rights; the
 * notices.
 */
export function MyDataSection() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const consents = useQuery(myConsentsQueryOptions());

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="my-data-title" id="my-data">
      <Stack gap="md">
        <Title order={2} fz="lg" id="my-data-title">
          {t('my_data.title')}
        </Title>
        <Text c="gray.7" fz="sm">
          {t('my_data.intro')}
        </Text>
        {consents.isError ? (
          <RetryAlert message={t('my_data.load_failed')} onRetry={() => void consents.refetch()} />
        ) : (
          <Stack gap="md">
            {OPTIONAL_CONSENT_PURPOSES.map((purpose) => (
              <PurposeSwitch
                key={purpose}
                purpose={purpose}
                state={consents.data?.purposes.find((entry) => entry.purpose === purpose)}
                loading={consents.isPending}
              />
            ))}
          </Stack>
        )}
        <Divider />
        <DataExportPanel />
        <Divider />
        <DeleteAccountPanel />
        <Divider />
        <Text fz="sm">
          <Trans
            ns="legal"
            i18nKey="my_data.rights"
            components={{ mail: <Anchor href="mailto:privacidad@forja.mx" inherit underline="always" /> }}
          />
        </Text>
        <Group gap="md" aria-label={t('my_data.documents')} role="group">
          <Anchor component={Link} to={paths.legal(language, 'privacy')} fz="sm" py={6}>
            {t('kinds.privacy')}
          </Anchor>
          <Anchor component={Link} to={paths.legal(language, 'privacy_simplified')} fz="sm" py={6}>
            {t('kinds.privacy_simplified')}
          </Anchor>
          <Anchor component={Link} to={paths.legal(language, 'terms')} fz="sm" py={6}>
            {t('kinds.terms')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

type SwitchProps = { purpose: OptionalConsentPurpose; state: ConsentState | undefined; loading: boolean };

function PurposeSwitch({ purpose, state, loading }: SwitchProps) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const [saving, setSaving] = useState<boolean | null>(null);
  const granted = saving ?? state?.granted ?? false;
  const label = t(`my_data.purposes.${purpose}.label`);

  const change = async (next: boolean) => {
    setSaving(next);
    try {
      await recordConsent({ purpose, granted: next, method: 'switch' });
      // The banner's purposes also govern this browser at once (opposition takes effect immediately).
      if (purpose === 'analytics' || purpose === 'session_recording') {
        setConsent({ [purpose]: next ? 'granted' : 'denied' }, { recorded: true });
      }
      showSuccess(t(next ? 'my_data.granted_toast' : 'my_data.withdrawn_toast', { purpose: label }));
    } catch (error) {
      showError(error);
    } finally {
      setSaving(null);
    }
  };

  return (
    <Switch
      size="md"
      label={label}
      description={
        <>
          {t(`my_data.purposes.${purpose}.description`)}
          {state?.at && (
            <Text span display="block" fz="xs" c="gray.7" mt={2}>
              {t('my_data.last_change', { date: formatDateTime(language, state.at) })}
            </Text>
          )}
        </>
      }
      checked={granted}
      disabled={loading || saving !== null}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}

import { FEDERAL_REGISTRATION_STATUS_VALUES } from '@forja/contracts';
import { checkRfc } from '@forja/domain';
import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { errorText, showError, showSuccess } from '../../../../lib/notify';
import { useSatActs } from '../api/sat-registration';

type Status = (typeof FEDERAL_REGISTRATION_STATUS_VALUES)[number];

/**
 * Records (or corrects) the company's RFC and its status in the SAT's register. The RFC is checked in the
 * browser with the same rule as the server (a company's has 12 characters); a check digit that does not match
 * asks the operator to confirm it is exactly the constancia's.
 */
export function RfcForm(props: {
  companyId: number;
  correct: boolean;
  initial?: { rfc: string | null; status: string | null };
  onDone?: () => void;
}) {
  const { t } = useTranslation('backoffice-sat');
  const { saveRfc } = useSatActs(props.companyId);
  const [rfc, setRfc] = useState(props.initial?.rfc ?? '');
  const [status, setStatus] = useState<Status | null>(
    (FEDERAL_REGISTRATION_STATUS_VALUES as readonly string[]).includes(props.initial?.status ?? '')
      ? (props.initial?.status as Status)
      : 'active',
  );
  const [confirmChecksum, setConfirmChecksum] = useState(false);
  const [askChecksum, setAskChecksum] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkRfc(rfc, 'company');
    if (!check.ok) {
      setError(errorText(check.code));
      return;
    }
    if (!status) return;
    if (check.checksumMismatch && !confirmChecksum) {
      setAskChecksum(true);
      setError(errorText('rfc_checksum_mismatch'));
      return;
    }
    setError(undefined);
    try {
      await saveRfc.mutateAsync({
        correct: props.correct,
        body: { rfc: check.rfc, status_federal_registration: status, confirm_checksum: confirmChecksum },
      });
      showSuccess(props.correct ? t('rfc.corrected_toast') : t('rfc.recorded_toast'));
      props.onDone?.();
    } catch (caught) {
      if (caught instanceof ApiError && caught.codes[0]?.startsWith('rfc_')) {
        setError(errorText(caught.codes[0]));
        if (caught.codes[0] === 'rfc_checksum_mismatch') setAskChecksum(true);
      } else {
        showError(caught);
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('rfc.label')}
          description={t('rfc.help')}
          required
          value={rfc}
          onChange={(event) => {
            setRfc(event.currentTarget.value.toUpperCase());
            setAskChecksum(false);
            setConfirmChecksum(false);
          }}
          error={error}
          ff="monospace"
          maxLength={20}
          autoComplete="off"
        />
        <Select
          label={t('rfc.status')}
          required
          data={FEDERAL_REGISTRATION_STATUS_VALUES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={status}
          onChange={(value) => setStatus(value)}
          allowDeselect={false}
        />
        {askChecksum && (
          <Checkbox
            label={t('rfc.confirm_checksum')}
            checked={confirmChecksum}
            onChange={(event) => setConfirmChecksum(event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={saveRfc.isPending}>
            {props.correct ? t('rfc.save_correction') : t('rfc.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

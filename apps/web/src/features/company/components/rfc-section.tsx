import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Company } from '@forja/contracts';
import { checkRfc } from '@forja/domain';
import { IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { isRfcChecksumWarning, markRfcLater, saveCompanyRfc } from '../api/rfc';

/** A company's RFC has 12 characters; one more is let through to say when it is a person's (13). */
const RFC_INPUT_LENGTH = 13;

/** What the founder typed, as an RFC is written: upper case, no spaces or dashes. */
export function normalizeRfcInput(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '');
}

type RfcSectionProps = {
  company: Company;
  /** After a change the server accepted: the page refreshes the company. */
  onSaved: () => Promise<void> | void;
};

/**
 * The company's RFC: 12 characters, checked here for shape and date, by the server for everything. When the
 * check digit does not match, the server warns (rfc_checksum_mismatch) and the founder may confirm.
 */
export function RfcSection({ company, onSaved }: RfcSectionProps) {
  const { t } = useTranslation('company');
  const [editing, setEditing] = useState(!company.rfc);
  const [rfc, setRfc] = useState(company.rfc ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'later' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const send = async (value: string, confirmChecksum: boolean) => {
    setBusy('save');
    try {
      await saveCompanyRfc(company.id, value, confirmChecksum);
      setConfirming(false);
      setEditing(false);
      showSuccess(t('rfc.saved'));
      await onSaved();
    } catch (caught) {
      if (!confirmChecksum && isRfcChecksumWarning(caught)) setConfirming(true);
      else showError(caught);
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkRfc(rfc, 'company');
    if (!check.ok) {
      setError(t(`rfc.errors.${check.code}`));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setRfc(check.rfc);
    void send(check.rfc, false);
  };

  const later = async () => {
    setBusy('later');
    try {
      await markRfcLater(company.id);
      showSuccess(t('rfc.later_saved'));
      await onSaved();
    } catch (caught) {
      showError(caught);
    } finally {
      setBusy(null);
    }
  };

  const review = () => {
    setConfirming(false);
    setTimeout(() => input.current?.focus(), 0);
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="lg">
          {t('rfc.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('rfc.explain')}
        </Text>
      </div>

      {company.rfc && !editing ? (
        <Group gap="sm" wrap="wrap">
          <Code fz="lg" px="sm" py={6} aria-label={t('rfc.current', { rfc: company.rfc })}>
            {company.rfc}
          </Code>
          <CopyButton value={company.rfc}>
            {({ copied, copy }) => (
              <Button
                variant="subtle"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? t('rfc.copied') : t('rfc.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('rfc.change')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {company.rfc_later && !company.rfc && (
              <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
                {t('rfc.later_note')}
              </Alert>
            )}
            <TextInput
              ref={input}
              label={t('rfc.label')}
              description={t('rfc.hint')}
              value={rfc}
              onChange={(event) => {
                setRfc(normalizeRfcInput(event.currentTarget.value).slice(0, RFC_INPUT_LENGTH));
                setError(undefined);
              }}
              error={error}
              maxLength={RFC_INPUT_LENGTH + 4}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' },
              }}
            />
            <Group gap="sm" wrap="wrap">
              <Button type="submit" variant="light" loading={busy === 'save'} disabled={busy === 'later'}>
                {t('rfc.save')}
              </Button>
              {!company.rfc && !company.rfc_later && (
                <Button
                  variant="subtle"
                  onClick={() => void later()}
                  loading={busy === 'later'}
                  disabled={busy === 'save'}
                >
                  {t('rfc.later')}
                </Button>
              )}
              {company.rfc && (
                <Button
                  variant="subtle"
                  onClick={() => {
                    setRfc(company.rfc ?? '');
                    setError(undefined);
                    setEditing(false);
                  }}
                >
                  {t('rfc.cancel')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}

      <Modal opened={confirming} onClose={review} title={t('rfc.confirm_title')} centered>
        <Stack gap="md">
          <Text>{t('rfc.confirm_body')}</Text>
          <Code block fz="lg" ta="center">
            {rfc}
          </Code>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={review}>
              {t('rfc.confirm_review')}
            </Button>
            <Button onClick={() => void send(rfc, true)} loading={busy === 'save'}>
              {t('rfc.confirm_yes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import {
  AUTHORIZATION_KEY_MAX,
  DEFAULT_UPLOAD_MAX_BYTES,
  type LegalNameCaseDetail,
  type LegalNameProposal,
} from '@forja/contracts';
import {
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconFileTypePdf, IconSignature } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { errorText, showSuccess } from '../../../../lib/notify';
import { authorizeLegalName } from '../api/legal-names';
import { todayInMexico } from '../format-date';

const MAX_MB = Math.round(DEFAULT_UPLOAD_MAX_BYTES / (1024 * 1024));

type Problems = Partial<Record<'name' | 'key' | 'date' | 'file', string>>;

/** A PDF by its declared type, or by its name when the browser declares none (the server checks the content). */
function looksLikePdf(file: File): boolean {
  if (file.type === 'application/pdf') return true;
  return file.type === '' && /\.pdf$/i.test(file.name);
}

/**
 * Records the Secretaría de Economía's authorisation of one of the pending proposals: which name, the
 * document's key and date, and its PDF, uploaded with a progress bar. The server checks everything again
 * (the PDF by its content) and answers already_reviewed when someone decided first.
 */
export function AuthorizeForm(props: {
  companyId: number;
  pending: LegalNameProposal[];
  onDone: (detail: LegalNameCaseDetail) => void;
}) {
  const { t } = useTranslation('backoffice-names');
  const [chosenId, setDenominationId] = useState(String(props.pending[0]?.id ?? ''));
  // A proposal refused meanwhile is no longer offered: the first pending one takes its place.
  const denominationId = props.pending.some((proposal) => String(proposal.id) === chosenId)
    ? chosenId
    : String(props.pending[0]?.id ?? '');
  const [key, setKey] = useState('');
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const resetFile = useRef<() => void>(null);
  const today = todayInMexico();

  const choose = (chosen: File | null) => {
    resetFile.current?.();
    if (!chosen) return;
    setFile(chosen);
    setProblems((current) => ({ ...current, file: undefined }));
  };

  const validate = (): Problems => {
    const found: Problems = {};
    if (!props.pending.some((proposal) => String(proposal.id) === denominationId)) {
      found.name = t('authorize.name_required');
    }
    if (!key.trim()) found.key = t('authorize.key_required');
    if (!date) found.date = t('authorize.date_required');
    else if (date > today) found.date = t('authorize.date_future');
    if (!file) found.file = t('authorize.file_required');
    else if (!looksLikePdf(file)) found.file = t('authorize.not_pdf');
    else if (file.size > DEFAULT_UPLOAD_MAX_BYTES) found.file = t('authorize.too_big', { max: MAX_MB });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validate();
    setProblems(found);
    if (Object.values(found).some(Boolean) || !file) return;
    const name = props.pending.find((proposal) => String(proposal.id) === denominationId)?.name ?? '';
    setPercent(0);
    try {
      const detail = await authorizeLegalName(
        props.companyId,
        {
          denominationId: Number(denominationId),
          authorizationKey: key.trim(),
          authorizationDate: date,
          file,
        },
        { onProgress: setPercent },
      );
      showSuccess(t('authorize.done', { name }));
      props.onDone(detail);
    } catch (error) {
      setServerError(errorText(error instanceof ApiError ? error.codes[0] : undefined));
    } finally {
      setPercent(null);
    }
  };

  const busy = percent !== null;

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="authorize-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="authorize-title">
              {t('authorize.title')}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('authorize.help')}
            </Text>
          </div>
          <NativeSelect
            label={t('authorize.name')}
            value={denominationId}
            onChange={(event) => setDenominationId(event.currentTarget.value)}
            data={props.pending.map((proposal) => ({
              value: String(proposal.id),
              label: `${t('case.option', { n: proposal.priority })} · ${proposal.name}`,
            }))}
            error={problems.name}
            required
          />
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput
              label={t('authorize.key')}
              description={t('authorize.key_help')}
              value={key}
              onChange={(event) => setKey(event.currentTarget.value)}
              error={problems.key}
              maxLength={AUTHORIZATION_KEY_MAX}
              autoComplete="off"
              spellCheck={false}
              required
              style={{ minWidth: 220 }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <TextInput
              label={t('authorize.date')}
              type="date"
              value={date}
              max={today}
              onChange={(event) => setDate(event.currentTarget.value)}
              error={problems.date}
              required
              style={{ minWidth: 180 }}
            />
          </Group>
          <Stack gap={6}>
            <Text size="md" fw={500} id="authorize-file-label">
              {t('authorize.file')}
            </Text>
            <Text size="sm" c="gray.7" id="authorize-file-help">
              {t('authorize.file_help', { max: MAX_MB })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <FileButton
                onChange={choose}
                accept="application/pdf,.pdf"
                resetRef={resetFile}
                disabled={busy}
                inputProps={{ 'aria-label': t('authorize.file_input') }}
              >
                {(buttonProps) => (
                  <Button
                    {...buttonProps}
                    variant="default"
                    leftSection={<IconFileTypePdf size={18} aria-hidden />}
                    aria-describedby="authorize-file-label authorize-file-help"
                  >
                    {file ? t('authorize.change_file') : t('authorize.choose_file')}
                  </Button>
                )}
              </FileButton>
              <Text size="sm" c={file ? undefined : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
                {file?.name ?? t('authorize.no_file')}
              </Text>
            </Group>
            {problems.file && (
              <Text size="sm" c="red.8" role="alert">
                {problems.file}
              </Text>
            )}
          </Stack>
          {busy && file && (
            <Stack gap={4}>
              <Text size="sm">{t('authorize.uploading', { name: file.name })}</Text>
              <Progress
                value={percent}
                color="forja"
                size="md"
                striped
                animated={percent < 100}
                aria-label={t('authorize.progress_label', { name: file.name })}
              />
            </Stack>
          )}
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconSignature size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('authorize.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

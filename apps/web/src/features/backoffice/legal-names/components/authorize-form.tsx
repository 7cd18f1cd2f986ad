import {
  AUTHORIZATION_KEY_MAX,
  authorizeLegalNameFieldsSchema,
  type LegalNameCaseDetail,
  type LegalNameProposal,
} from '@forja/contracts';
import { zonedDay } from '@forja/domain';
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
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { errorText, showSuccess } from '../../../../lib/notify';
import { authorizeLegalName } from '../api/legal-names';
import { uploadLimit } from '../../../../lib/upload-limit';

/** A PDF by its declared type, or by its name when the browser declares none (the server checks the content). */
function looksLikePdf(file: File): boolean {
  if (file.type === 'application/pdf') return true;
  return file.type === '' && /\.pdf$/i.test(file.name);
}

/**
 * The API's authorisation fields (POST backoffice/legal-names/{company_id}/authorize), with what the server
 * checks besides: a proposal still pending, a date not after today (in Mexico City), and the PDF in `file`.
 */
function authorizeFormSchema(pendingIds: number[], today: string) {
  const fields = authorizeLegalNameFieldsSchema.shape;
  return authorizeLegalNameFieldsSchema.extend({
    denomination_id: fields.denomination_id.refine((id) => pendingIds.includes(id), 'required'),
    authorization_date: fields.authorization_date.refine((date) => date <= today, 'date_future'),
    file: z
      .instanceof(File)
      .optional()
      .transform((file, context) => {
        if (!file) context.addIssue({ code: 'custom', message: 'required' });
        else if (!looksLikePdf(file)) context.addIssue({ code: 'custom', message: 'not_pdf' });
        else if (file.size > uploadLimit().bytes) context.addIssue({ code: 'custom', message: 'too_big' });
        return file ?? z.NEVER;
      }),
  });
}
type AuthorizeSchema = ReturnType<typeof authorizeFormSchema>;
const AUTHORIZE_ERROR_TEXTS = {
  denomination_id: 'backoffice-names:authorize.name_required',
  authorization_key: {
    required: 'backoffice-names:authorize.key_required',
    default: 'backoffice-names:authorize.key_invalid',
  },
  authorization_date: {
    date_future: 'backoffice-names:authorize.date_future',
    default: 'backoffice-names:authorize.date_required',
  },
  file: {
    not_pdf: 'backoffice-names:authorize.not_pdf',
    default: 'backoffice-names:authorize.file_required',
  },
};

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
  // The latest date an authorisation may carry: today in Mexico City.
  const today = zonedDay(new Date());
  const schema = useMemo(
    () =>
      authorizeFormSchema(
        props.pending.map((proposal) => proposal.id),
        today,
      ),
    [props.pending, today],
  );
  const form = useForm<z.input<AuthorizeSchema>, unknown, z.output<AuthorizeSchema>>({
    resolver: contractResolver(schema),
    defaultValues: {
      denomination_id: String(props.pending[0]?.id ?? ''),
      authorization_key: '',
      authorization_date: '',
    },
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors, AUTHORIZE_ERROR_TEXTS);
  const [serverError, setServerError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const resetFile = useRef<() => void>(null);
  const file = useWatch({ control: form.control, name: 'file' });
  const fileError =
    form.formState.errors.file?.message === 'too_big'
      ? t('authorize.too_big', { max: uploadLimit().megabytes })
      : fieldErrorText('file');

  // A proposal refused meanwhile is no longer offered: the first pending one takes its place.
  const chosenId = useWatch({ control: form.control, name: 'denomination_id' });
  useEffect(() => {
    if (!props.pending.some((proposal) => String(proposal.id) === String(chosenId)))
      form.setValue('denomination_id', String(props.pending[0]?.id ?? ''));
  }, [chosenId, form, props.pending]);

  const choose = (chosen: File | null) => {
    resetFile.current?.();
    if (!chosen) return;
    form.setValue('file', chosen, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (fields) => {
    const name = props.pending.find((proposal) => proposal.id === fields.denomination_id)?.name ?? '';
    setPercent(0);
    try {
      const detail = await authorizeLegalName(
        props.companyId,
        {
          denominationId: fields.denomination_id,
          authorizationKey: fields.authorization_key,
          authorizationDate: fields.authorization_date,
          file: fields.file,
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
  });

  const busy = percent !== null;

  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="authorize-title"
    >
      <form
        onSubmit={(event) => {
          setServerError(null);
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="authorize-title">
              {t('authorize.title')}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('authorize.help')}
            </Text>
          </div>
          <Controller
            control={form.control}
            name="denomination_id"
            render={({ field }) => (
              <NativeSelect
                ref={field.ref}
                label={t('authorize.name')}
                value={String(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                data={props.pending.map((proposal) => ({
                  value: String(proposal.id),
                  label: `${t('case.option', { n: proposal.priority })} · ${proposal.name}`,
                }))}
                error={fieldErrorText('denomination_id')}
                required
              />
            )}
          />
          <Group grow align="flex-start" wrap="wrap" gap="md">
            <TextInput
              label={t('authorize.key')}
              description={t('authorize.key_help')}
              {...form.register('authorization_key')}
              error={fieldErrorText('authorization_key')}
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
              max={today}
              {...form.register('authorization_date')}
              error={fieldErrorText('authorization_date')}
              required
              style={{ minWidth: 180 }}
            />
          </Group>
          <Stack gap={6}>
            <Text size="md" fw={500} id="authorize-file-label">
              {t('authorize.file')}
            </Text>
            <Text size="sm" c="gray.7" id="authorize-file-help">
              {t('authorize.file_help', { max: uploadLimit().megabytes })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Controller
                control={form.control}
                name="file"
                render={({ field }) => (
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
                        ref={field.ref}
                        variant="default"
                        leftSection={<IconFileTypePdf size={18} aria-hidden />}
                        aria-describedby="authorize-file-label authorize-file-help"
                      >
                        {file ? t('authorize.change_file') : t('authorize.choose_file')}
                      </Button>
                    )}
                  </FileButton>
                )}
              />
              <Text size="sm" c={file ? undefined : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
                {file?.name ?? t('authorize.no_file')}
              </Text>
            </Group>
            {fileError && (
              <Text size="sm" c="red.8" role="alert">
                {fileError}
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

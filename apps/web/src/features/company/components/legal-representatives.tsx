import {
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  FileInput,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type Company, type LegalRepresentative } from '@forja/contracts';
import { checkRfc } from '@forja/domain';
import { IconPaperclip, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { addLegalRepresentative, deleteLegalRepresentative } from '../api/administration';
import { UploadProgress } from '../../../components/upload-progress';
import { normalizeRfcInput } from './rfc-section';
import { uploadLimit } from '../../../lib/upload-limit';

/** The ID of a representative: a photo (JPEG, PNG) or a PDF. */
const ID_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const ID_EXTENSIONS = /\.(jpe?g|png|pdf)$/i;
const PERSON_RFC_LENGTH = 13;

function looksLikeIdFile(file: File): boolean {
  return ID_TYPES.includes(file.type) || (file.type === '' && ID_EXTENSIONS.test(file.name));
}

/**
 * A new representative, as `company/legal-representatives/new` takes it (multipart: the contracts have no schema
 * of its fields; these are the service's rules): a name of 2 to 200 characters, a person's RFC (the domain's
 * checkRfc, sent normalised) and their ID, a photo or PDF within the upload limit.
 */
const representativeFormSchema = z
  .object({
    name: z.string().trim().min(2).max(200),
    rfc: z.string(),
    image: z.instanceof(File).nullable(),
  })
  .superRefine(({ rfc, image }, context) => {
    const check = checkRfc(rfc, 'person');
    if (!check.ok) context.addIssue({ code: 'custom', path: ['rfc'], message: check.code });
    const imageProblem = !image
      ? 'image_required'
      : !looksLikeIdFile(image)
        ? 'image_type'
        : image.size > uploadLimit().bytes
          ? 'image_size'
          : null;
    if (imageProblem) context.addIssue({ code: 'custom', path: ['image'], message: imageProblem });
  })
  .transform(({ name, rfc, image }, context) => {
    const check = checkRfc(rfc, 'person');
    if (check.ok && image) return { name, rfc: check.rfc, image };
    // Unreachable: the refinement above refused both.
    context.addIssue({ code: 'custom', path: ['rfc'], message: 'invalid_request' });
    return z.NEVER;
  });
type RepresentativeValues = z.input<typeof representativeFormSchema>;
const REPRESENTATIVE_ERROR_TEXTS = {
  name: 'company:representatives.errors.name_required',
  rfc: {
    rfc_invalid_format: 'company:representatives.errors.rfc_invalid_format',
    rfc_invalid_date: 'company:representatives.errors.rfc_invalid_date',
    rfc_wrong_kind: 'company:representatives.errors.rfc_wrong_kind',
  },
  image: {
    image_required: 'company:representatives.errors.image_required',
    image_type: 'company:representatives.errors.image_type',
  },
};
const EMPTY_REPRESENTATIVE: RepresentativeValues = { name: '', rfc: '', image: null };

/** A representative's state, as Forja's review left it. */
const REPRESENTATIVE_COLOR = { approved: 'teal', in_review: 'blue', rejected: 'red' } as const;
type SectionProps = {
  company: Company;
  onSaved: () => Promise<void> | void;
  /** Listed only: no removing and no adding (the reader may not change it, or the articles are signed). */
  readOnly?: boolean;
};

function AddRepresentativeForm({ company, onSaved }: SectionProps) {
  const { t } = useTranslation('company');
  const form = useForm<RepresentativeValues, unknown, z.output<typeof representativeFormSchema>>({
    resolver: contractResolver(representativeFormSchema),
    defaultValues: EMPTY_REPRESENTATIVE,
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors, REPRESENTATIVE_ERROR_TEXTS);
  const errorText = (name: keyof RepresentativeValues) =>
    form.formState.errors[name]?.message === 'image_size'
      ? t('representatives.errors.image_size', { max: uploadLimit().megabytes })
      : fieldErrorText(name);
  const image = useWatch({ control: form.control, name: 'image' });
  const [percent, setPercent] = useState<number | null>(null);

  const submit = form.handleSubmit(async (representative) => {
    setPercent(0);
    try {
      await addLegalRepresentative(company.id, representative, { onProgress: setPercent });
      showSuccess(t('representatives.added', { name: representative.name }));
      form.reset(EMPTY_REPRESENTATIVE);
      await onSaved();
    } catch (error) {
      showError(error);
    } finally {
      setPercent(null);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-representative-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="add-representative-title">
          {t('representatives.add_title')}
        </Title>
        <Controller
          control={form.control}
          name="name"
          render={({ field }) => (
            <TextInput
              {...field}
              label={t('representatives.name')}
              error={errorText('name')}
              autoComplete="off"
              maxLength={200}
            />
          )}
        />
        <Controller
          control={form.control}
          name="rfc"
          render={({ field }) => (
            <TextInput
              {...field}
              onChange={(event) =>
                field.onChange(normalizeRfcInput(event.currentTarget.value).slice(0, PERSON_RFC_LENGTH))
              }
              label={t('representatives.rfc')}
              description={t('representatives.rfc_hint')}
              error={errorText('rfc')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="GODE561231GR8"
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.08em' },
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <FileInput
              {...field}
              label={t('representatives.image')}
              description={t('representatives.image_hint', { max: uploadLimit().megabytes })}
              placeholder={t('representatives.image_placeholder')}
              accept="image/jpeg,image/png,application/pdf"
              error={errorText('image')}
              clearable
              leftSection={<IconPaperclip size={18} aria-hidden />}
              // Mantine's placeholder grey is below AA contrast; this one is a visible label of the button.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            />
          )}
        />
        {percent !== null && image && <UploadProgress fileName={image.name} percent={percent} />}
        <Button
          type="submit"
          variant="light"
          loading={percent !== null}
          leftSection={<IconUserPlus size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('representatives.add')}
        </Button>
      </Stack>
    </form>
  );
}

/** The people who may act for the company, with their ID: listed, added with an upload, removed after a confirmation. */
export function LegalRepresentatives({ company, onSaved, readOnly = false }: SectionProps) {
  const { t } = useTranslation('company');
  const representatives = company.legal_representatives;

  /** Removes a representative; false when the server refused (the dialog stays open). */
  const remove = async (removing: LegalRepresentative) => {
    try {
      await deleteLegalRepresentative(removing.id);
      showSuccess(t('representatives.removed', { name: removing.name }));
    } catch (error) {
      showError(error);
      return false;
    }
    await Promise.resolve(onSaved()).catch(showError);
    return true;
  };

  const confirmRemoving = (removing: LegalRepresentative) =>
    openConfirmDialog({
      title: t('representatives.confirm_title'),
      children: <Text>{t('representatives.confirm_body', { name: removing.name })}</Text>,
      confirmLabel: t('representatives.confirm_remove'),
      cancelLabel: t('representatives.confirm_cancel'),
      destructive: true,
      onConfirm: () => remove(removing),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz="lg">
          {t('representatives.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('representatives.explain')}
        </Text>
        {company.legal_representation && (
          <Text size="sm" c="gray.7" mt={4}>
            {t('representatives.forja_represents')}
          </Text>
        )}
      </div>

      {representatives.length === 0 ? (
        // When Forja represents the company, the empty list is not "no representative": Forja is one.
        <Text size="sm">
          {t(
            company.legal_representation
              ? 'representatives.empty_forja'
              : readOnly
                ? 'representatives.empty_read_only'
                : 'representatives.empty',
          )}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {representatives.map((representative) => {
            const rejection = representative.rejection_category?.trim();
            const note = representative.rejection_note?.trim();
            const state = rejection ? 'rejected' : representative.approved ? 'approved' : 'in_review';
            return (
              <Card key={representative.id} component="li" withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text fw={700}>{representative.name}</Text>
                    <Badge variant="light" color={REPRESENTATIVE_COLOR[state]} radius="sm">
                      {t(`representatives.${state}`)}
                    </Badge>
                  </Group>
                  {rejection && (
                    <Text size="sm" c="red.8">
                      {t('representatives.rejected_because', {
                        reason: t(`representatives.rejections.${rejection}`, {
                          defaultValue: t('representatives.rejections.other'),
                        }),
                      })}
                    </Text>
                  )}
                  {rejection && note && (
                    <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                      {t('representatives.rejection_note', { note })}
                    </Text>
                  )}
                  {representative.rfc && (
                    <Text size="sm">
                      {t('representatives.rfc_short')}: <Code fz="sm">{representative.rfc}</Code>
                    </Text>
                  )}
                  <Group gap="sm" wrap="wrap">
                    {representative.image && (
                      <Anchor href={representative.image} target="_blank" rel="noopener noreferrer" size="sm">
                        {t('representatives.view_id', { name: representative.name })}
                      </Anchor>
                    )}
                    {!readOnly && (
                      <Button
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden />}
                        onClick={() => confirmRemoving(representative)}
                        aria-label={t('representatives.remove_label', { name: representative.name })}
                      >
                        {t('representatives.remove')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}

      {!readOnly && <AddRepresentativeForm company={company} onSaved={onSaved} />}
    </Stack>
  );
}

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { forjaCommissaryBodySchema, type ForjaCommissary } from '@forja/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSaveForjaCommissary } from '../api/commissaries';

type Field = 'name' | 'email' | 'phone' | 'rfc' | 'professional_licence';
const FIELDS: Field[] = ['name', 'email', 'phone', 'rfc', 'professional_licence'];

/** The API's commissary body, with the RFC read in capitals. */
const commissaryFormSchema = forjaCommissaryBodySchema.extend({
  rfc: z
    .string()
    .transform((rfc) => rfc.toUpperCase())
    .pipe(forjaCommissaryBodySchema.shape.rfc),
});
const COMMISSARY_ERROR_TEXTS = Object.fromEntries(
  FIELDS.map((field) => [field, 'commissary:backoffice.invalid']),
);

/** Creates or edits one of Forja's commissaries; the body is checked with the contract's schema first. */
export function CommissaryFormModal({
  commissary,
  opened,
  onClose,
}: {
  /** The one to edit, or null for a new one. */
  commissary: ForjaCommissary | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('commissary');
  const save = useSaveForjaCommissary();
  const form = useForm<z.input<typeof commissaryFormSchema>, unknown, z.output<typeof commissaryFormSchema>>({
    resolver: contractResolver(commissaryFormSchema),
    defaultValues: {
      ...(Object.fromEntries(
        FIELDS.map((field) => [field, commissary ? String(commissary[field]) : '']),
      ) as Record<Field, string>),
      active: commissary?.active ?? true,
    },
  });
  const errorText = useFieldErrorText(form.formState.errors, COMMISSARY_ERROR_TEXTS);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: commissary?.id ?? null, body });
      showSuccess(t('backoffice.saved_toast'));
      onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={commissary ? t('backoffice.form_edit') : t('backoffice.form_new')}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`backoffice.${field}`)}
              description={
                field === 'professional_licence' ? t('backoffice.professional_licence_help') : undefined
              }
              required
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              {...form.register(field)}
              error={errorText(field)}
              ff={field === 'rfc' || field === 'professional_licence' ? 'monospace' : undefined}
            />
          ))}
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={onClose}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('backoffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

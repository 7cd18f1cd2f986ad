import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { forjaCommissaryBodySchema, type ForjaCommissary } from '@forja/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../../lib/notify';
import { useSaveForjaCommissary } from '../api/commissaries';

type Field = 'name' | 'email' | 'phone' | 'rfc' | 'professional_licence';
const FIELDS: Field[] = ['name', 'email', 'phone', 'rfc', 'professional_licence'];

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
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(
        FIELDS.map((field) => [field, commissary ? String(commissary[field]) : '']),
      ) as Record<Field, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { ...values, rfc: values.rfc.trim().toUpperCase(), active: commissary?.active ?? true };
    const parsed = forjaCommissaryBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] = t('backoffice.invalid');
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: commissary?.id ?? null, body: parsed.data });
      showSuccess(t('backoffice.saved_toast'));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

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
              value={values[field]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [field]: value }));
              }}
              error={errors[field]}
              ff={field === 'rfc' || field === 'professional_licence' ? 'monospace' : undefined}
            />
          ))}
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={onClose}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('backoffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

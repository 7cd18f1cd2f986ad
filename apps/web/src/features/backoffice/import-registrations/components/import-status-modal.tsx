import {
  importRegistrationUpdateBodySchema,
  type ImportRegistrationQueueEntry,
  type ImportRegistrationStatus,
} from '@forja/contracts';
import { importRegistrationRefusal } from '@forja/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { showSuccess } from '../../../../lib/notify';
import { NoteActModal } from '../../note-act-modal';
import { bankErrorText } from '../../banks/error-text';
import { useUpdateImportRegistration } from '../api/import-registrations';

/**
 * The API's body (POST backoffice/import-registrations/{company_id}), with the note the domain's
 * importRegistrationRefusal requires (to reject) checked first.
 */
function importStatusFormSchema(entry: ImportRegistrationQueueEntry, requirementsDone: boolean) {
  return importRegistrationUpdateBodySchema.superRefine((body, context) => {
    if (
      importRegistrationRefusal(entry.status, body.status, requirementsDone, body.note) ===
      'import_note_required'
    )
      context.addIssue({ code: 'custom', path: ['note'], message: 'import_note_required' });
  });
}
const NOTE_ERROR_TEXTS = {
  note: {
    import_note_required: 'backoffice-banks:import.note_required',
    default: 'backoffice-banks:form.invalid',
  },
};

/**
 * Moves a company's padrón de importadores registration to another status, with a note for the founder
 * (required to reject: the domain's importRegistrationRefusal says so before anything is sent).
 */
export function ImportStatusModal(props: {
  entry: ImportRegistrationQueueEntry;
  to: ImportRegistrationStatus;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  const update = useUpdateImportRegistration();
  const { entry, to } = props;
  const company = entry.company_name ?? entry.friendly_id ?? String(entry.company_id);
  const [failure, setFailure] = useState<string | null>(null);
  const requirementsDone = entry.requirements.every((requirement) => requirement.done);
  const schema = useMemo(() => importStatusFormSchema(entry, requirementsDone), [entry, requirementsDone]);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: contractResolver(schema),
    defaultValues: { status: to, note: '' },
  });
  const errorText = useFieldErrorText(form.formState.errors, NOTE_ERROR_TEXTS);

  const submit = form.handleSubmit(async (body) => {
    const refusal = importRegistrationRefusal(entry.status, body.status, requirementsDone, body.note);
    if (refusal) {
      setFailure(bankErrorText(refusal));
      return;
    }
    try {
      await update.mutateAsync({ companyId: entry.company_id, status: body.status, note: body.note || null });
      showSuccess(t('import.saved_toast'));
      props.onClose();
    } catch (error) {
      setFailure(bankErrorText(error));
    }
  });

  return (
    <NoteActModal
      title={t(`import.move_title.${to}`, { company })}
      body={t(`import.move_body.${to}`)}
      noteLabel={to === 'rejected' ? t('import.reason') : t('import.note_optional')}
      noteHelp={t('import.note_help')}
      noteRequired={to === 'rejected'}
      note={form.register('note')}
      noteError={errorText('note')}
      failure={failure}
      confirmLabel={t(`import.move_confirm.${to}`)}
      refuses={to === 'rejected'}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => {
        setFailure(null);
        void submit(event);
      }}
      onClose={props.onClose}
    />
  );
}

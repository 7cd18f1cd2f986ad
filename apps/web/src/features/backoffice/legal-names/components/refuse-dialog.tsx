import {
  LEGAL_NAME_REFUSAL_REASONS,
  REFUSAL_NOTE_MAX,
  refuseLegalNamesBodySchema,
  type LegalNameCaseDetail,
  type LegalNameProposal,
} from '@forja/contracts';
import { Alert, Button, Group, List, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../../lib/contract-form';
import { errorText, showSuccess } from '../../../../lib/notify';
import { refuseLegalNames } from '../api/legal-names';

/**
 * The reason and note of the API's refusal body (the proposals come from the dialog), with what the server
 * checks besides: a reason, and a note when it is `other`.
 */
const refusalFormSchema = refuseLegalNamesBodySchema
  .pick({ reason: true, note: true })
  .superRefine((body, context) => {
    if (!body.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    else if (body.reason === 'other' && !body.note)
      context.addIssue({ code: 'custom', path: ['note'], message: 'required' });
  });
const REFUSAL_ERROR_TEXTS = {
  reason: 'backoffice-names:refuse.reason_required',
  note: { required: 'backoffice-names:refuse.note_required' },
};

/**
 * Confirms, with the reason and an optional note for the founder, that the SE refused one or several
 * proposals. Nothing is recorded until the operator confirms; a proposal someone decided meanwhile is refused
 * by the server with already_reviewed.
 */
export function RefuseDialog(props: {
  companyId: number;
  proposals: LegalNameProposal[];
  onClose: () => void;
  onDone: (detail: LegalNameCaseDetail) => void;
}) {
  const { t } = useTranslation('backoffice-names');
  const form = useForm<z.input<typeof refusalFormSchema>, unknown, z.output<typeof refusalFormSchema>>({
    resolver: contractResolver(refusalFormSchema),
    defaultValues: { note: '' },
  });
  const fieldErrorText = useFieldErrorText(form.formState.errors, REFUSAL_ERROR_TEXTS);
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = form.formState.isSubmitting;
  const count = props.proposals.length;
  const reason = useWatch({ control: form.control, name: 'reason' });

  const close = () => {
    if (busy) return;
    form.reset();
    setServerError(null);
    props.onClose();
  };

  const submit = form.handleSubmit(async (body) => {
    if (!body.reason) return;
    try {
      const detail = await refuseLegalNames(props.companyId, {
        denominationIds: props.proposals.map((proposal) => proposal.id),
        reason: body.reason,
        note: body.note ?? '',
      });
      showSuccess(t('refuse.done', { count }));
      form.reset();
      props.onDone(detail);
    } catch (error) {
      setServerError(errorText(error instanceof ApiError ? error.codes[0] : undefined));
    }
  });

  return (
    <Modal
      opened={count > 0}
      onClose={close}
      title={t('refuse.title', { count })}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form
        onSubmit={(event) => {
          setServerError(null);
          void submit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          <List size="sm" spacing={2}>
            {props.proposals.map((proposal) => (
              <List.Item key={proposal.id}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {proposal.name}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="gray.7">
            {t('refuse.body')}
          </Text>
          <Controller
            control={form.control}
            name="reason"
            render={({ field }) => (
              <Radio.Group
                label={t('refuse.reason')}
                value={field.value ?? ''}
                onChange={(value) =>
                  field.onChange(LEGAL_NAME_REFUSAL_REASONS.find((candidate) => candidate === value))
                }
                error={fieldErrorText('reason')}
                required
              >
                <Stack gap="xs" mt="xs">
                  {LEGAL_NAME_REFUSAL_REASONS.map((value, index) => (
                    <Radio
                      key={value}
                      ref={index === 0 ? field.ref : undefined}
                      value={value}
                      label={t(`refusal.reasons.${value}`)}
                      onBlur={field.onBlur}
                    />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            label={t('refuse.note')}
            description={t('refuse.note_help')}
            {...form.register('note')}
            error={fieldErrorText('note')}
            maxLength={REFUSAL_NOTE_MAX}
            rows={3}
            required={reason === 'other'}
          />
          {serverError && (
            <Alert color="red" role="alert">
              {serverError}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              {t('refuse.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

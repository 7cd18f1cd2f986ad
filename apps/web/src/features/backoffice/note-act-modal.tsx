import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * An operator's act on a queue entry that asks for a note before it is recorded (a referral sent or declined,
 * an import registration moved): what the act does, the note (required when `noteRequired`), what went wrong,
 * and Cancel / the act's button (red when it refuses something). The focus starts in the note.
 */
export function NoteActModal(props: {
  title: ReactNode;
  body: ReactNode;
  noteLabel: string;
  noteHelp: string;
  noteRequired: boolean;
  /** The note's field, from the form's `register('note')`, and its error text. */
  note: UseFormRegisterReturn;
  noteError: string | undefined;
  /** The act's answer when it failed, in the operator's language. */
  failure: string | null;
  confirmLabel: string;
  refuses: boolean;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('backoffice-banks');
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={props.onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{props.body}</Text>
          <Textarea
            label={props.noteLabel}
            description={props.noteHelp}
            required={props.noteRequired}
            rows={3}
            maxLength={1000}
            {...props.note}
            error={props.noteError}
            data-autofocus
          />
          {props.failure && (
            <Alert color="red" role="alert">
              {props.failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color={props.refuses ? 'red.8' : undefined} loading={props.submitting}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

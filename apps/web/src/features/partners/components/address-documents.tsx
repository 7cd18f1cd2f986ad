import { Stack, Text, Title } from '@mantine/core';
import type { Partner } from '@forja/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerAccess } from '../api/partner-access';
import { STEP_DOCUMENTS, stepDocumentRows, stepDocumentsComplete } from '../partner-documents';
import { PartnerDocumentsList } from './partner-documents-list';

export type AddressStepProps = {
  partner: Partner;
  access: PartnerAccess;
  backTo?: string;
  /** Read the partner again after an upload. */
  onUploaded: () => Promise<unknown>;
  onSaved: () => Promise<unknown> | void;
};

/** What the address step's forms (Mexican, international, below the country of residence) get. */
export type AddressFormProps = AddressStepProps & {
  /** Forgets every draft of the step once an address is saved. */
  clearDrafts: () => void;
};

/** The draft (step-draft) of an address outside Mexico typed and not saved yet. */
export const FOREIGN_DRAFT_STEP = 'address_foreign';

/**
 * The documents' message of the address step, focused when it is the only problem (once it shows, after a first
 * submit): `ref` goes on the message, `focusWhenOnly` is the form's invalid-submit handler.
 */
export function useDocumentsErrorFocus() {
  const documentsError = useRef<HTMLParagraphElement | null>(null);
  const focusOnShow = useRef(false);
  const ref = (element: HTMLParagraphElement | null) => {
    documentsError.current = element;
    if (element && focusOnShow.current) {
      focusOnShow.current = false;
      element.focus();
    }
  };
  /** The fields are focused by the form; when only the documents are missing, their message is. */
  const focusWhenOnly = (errors: object) => {
    if (!Object.keys(errors).every((name) => name === 'documents')) return;
    if (documentsError.current) documentsError.current.focus();
    else focusOnShow.current = true;
  };
  return { ref, focusWhenOnly };
}

/** Whether the address step's documents (proof of address, tax certificate) are in. */
export const addressDocumentsDone = (partner: Partner) =>
  stepDocumentsComplete(partner, STEP_DOCUMENTS.address);

type Props = {
  partner: Partner;
  access: PartnerAccess;
  onUploaded: () => Promise<unknown>;
  /** The message when the documents are missing at submit. */
  error: string | undefined;
  errorRef: (element: HTMLParagraphElement | null) => void;
};

/** The address step's documents: the proof of address and the tax-status certificate (CSF), as the domain asks. */
export function AddressDocuments({ partner, access, onUploaded, error, errorRef }: Props) {
  const { t } = useTranslation('partners');
  const rows = stepDocumentRows(partner, STEP_DOCUMENTS.address);
  return (
    <Stack gap="xs" mt="sm">
      <Title order={2} fz="lg">
        {t('address.documents_title')}
      </Title>
      <Text size="sm" c="gray.7">
        {rows.length > 0 ? t('address.documents_intro') : t('address.documents_none')}
      </Text>
      <PartnerDocumentsList partnerId={partner.id} rows={rows} access={access} onUploaded={onUploaded} />
      {!addressDocumentsDone(partner) && error && (
        <Text ref={errorRef} size="sm" c="red.8" role="alert" tabIndex={-1}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

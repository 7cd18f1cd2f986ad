import { Stack } from '@mantine/core';
import type { PartnerDocumentType } from '@forja/contracts';
import { uploadPartnerDocument } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import type { PartnerDocumentRow } from '../partner-documents';
import { DocumentUploadItem } from './document-upload-item';

type Props = {
  partnerId: number;
  rows: readonly PartnerDocumentRow[];
  access: PartnerAccess;
  /** Called after each upload (read the partner or company again); awaited before the toast. */
  onUploaded: (type: PartnerDocumentType) => Promise<unknown> | void;
  idPrefix?: string;
  /** Shown only, without upload or replace (the reader may not change this partner's documents). */
  readOnly?: boolean;
  /** Whose documents they are to the reader: their own, or another partner's (told in the third person). */
  whose?: 'own' | 'other';
};

/** A partner's documents as a list, each with its state and upload or replace (unless read only). */
export function PartnerDocumentsList({
  partnerId,
  rows,
  access,
  onUploaded,
  idPrefix,
  readOnly = false,
  whose = 'own',
}: Props) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <DocumentUploadItem
          key={row.type}
          row={row}
          idPrefix={idPrefix ?? `partner-${partnerId}`}
          disabled={readOnly}
          whose={whose}
          onUpload={async (file, onProgress) => {
            await uploadPartnerDocument(partnerId, row.type, file, access, { onProgress });
            await onUploaded(row.type);
          }}
        />
      ))}
    </Stack>
  );
}

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/notify';
import type { PartnerDocumentRow } from '../partner-documents';
import { DocumentUploadItem } from './document-upload-item';

const row: PartnerDocumentRow = {
  type: 'address',
  document: null,
  state: 'missing',
  needed: true,
  optional: false,
};

const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

describe('a document upload after a failed try', () => {
  it('takes the error toast away once the same document is uploaded', async () => {
    let tries = 0;
    const onUpload = () => {
      tries += 1;
      return tries === 1 ? Promise.reject(new ApiError(400, ['invalid_format'])) : Promise.resolve();
    };
    render(
      <MantineProvider>
        <Notifications />
        <DocumentUploadItem row={row} onUpload={onUpload} />
      </MantineProvider>,
    );
    const input = screen.getByLabelText(/comprobante de domicilio/i, { selector: 'input' });

    fireEvent.change(input, { target: { files: [pdf('falso.pdf')] } });
    expect(await screen.findByText(errorText('invalid_format'))).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [pdf('recibo.pdf')] } });
    expect(
      await screen.findByText(/comprobante de domicilio/i, { selector: '.mantine-Notification-description' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(errorText('invalid_format'))).not.toBeInTheDocument());
  });
});

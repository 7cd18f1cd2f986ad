import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FOREIGN_POSTAL_CODE_MAX, foreignAddressBodySchema, type ForeignAddress } from '@forja/contracts';
import { FOREIGN_ADDRESS_TEXT_FIELDS, foreignAddressScriptProblems, isForeignAddress } from '@forja/domain';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError } from '../../../lib/notify';
import { savePartnerAddress } from '../api/partner';
import { readStepDraft, useStepDraft } from '../step-draft';
import {
  AddressDocuments,
  addressDocumentsDone,
  FOREIGN_DRAFT_STEP,
  useDocumentsErrorFocus,
  type AddressFormProps,
} from './address-documents';
import { StepActions } from './step-frame';

const { address_line1, address_line2, city, region } = foreignAddressBodySchema.shape;

/**
 * The API's body for an address outside Mexico, from the form's text fields (an empty optional field sent as
 * null), with what the step also checks first: Latin letters (the domain's rule, as the API checks it) and the
 * step's documents uploaded (under `documents`, not sent).
 */
function foreignSchema(country: ForeignAddress['country'], documentsDone: boolean) {
  return z
    .object({
      address_line1,
      address_line2: address_line2.unwrap().unwrap(),
      city,
      region: region.unwrap().unwrap(),
      postal_code: z.string().trim().max(FOREIGN_POSTAL_CODE_MAX),
    })
    .superRefine((address, context) => {
      for (const field of foreignAddressScriptProblems(address))
        context.addIssue({ code: 'custom', path: [field], message: 'address_latin_letters_only' });
      if (!documentsDone)
        context.addIssue({ code: 'custom', path: ['documents'], message: 'documents_required' });
    })
    .transform((address) => ({
      country,
      address_line1: address.address_line1,
      address_line2: address.address_line2 || null,
      city: address.city,
      region: address.region || null,
      postal_code: address.postal_code || null,
    }));
}
type ForeignValues = Record<(typeof FOREIGN_ADDRESS_TEXT_FIELDS)[number], string>;
type ForeignBody = z.output<ReturnType<typeof foreignSchema>>;
const REQUIRED = 'partners:address.required';
const FOREIGN_ERROR_TEXTS = {
  address_line1: { default: REQUIRED, address_latin_letters_only: 'errors:codes.address_latin_letters_only' },
  city: { default: REQUIRED, address_latin_letters_only: 'errors:codes.address_latin_letters_only' },
  documents: 'partners:address.documents_required',
};

/**
 * An address outside Mexico, in the international form: the address lines, the city, and the state, province
 * or region and the postal code where the country has them; no SEPOMEX lookup. `country` is the country of
 * residence chosen above it.
 */
export function ForeignAddressForm({
  partner,
  access,
  backTo,
  onUploaded,
  onSaved,
  clearDrafts,
  country,
}: AddressFormProps & { country: string }) {
  const { t } = useTranslation('partners');
  const saved = isForeignAddress(partner.address) ? partner.address : null;
  const documentsDone = addressDocumentsDone(partner);
  const residence = country as ForeignAddress['country'];
  const resolver: Resolver<ForeignValues, unknown, ForeignBody> = (values, context, options) =>
    contractResolver(foreignSchema(residence, documentsDone))(values, context, options);
  const savedValues: ForeignValues = {
    address_line1: saved?.address_line1 ?? '',
    address_line2: saved?.address_line2 ?? '',
    city: saved?.city ?? '',
    region: saved?.region ?? '',
    postal_code: saved?.postal_code ?? '',
  };
  const [draft] = useState(() => readStepDraft(partner.id, FOREIGN_DRAFT_STEP, FOREIGN_ADDRESS_TEXT_FIELDS));
  const form = useForm<ForeignValues, unknown, ForeignBody>({
    resolver,
    defaultValues: { ...savedValues, ...draft },
  });
  useStepDraft(form, partner.id, FOREIGN_DRAFT_STEP, savedValues);
  const fieldErrorText = useFieldErrorText(form.formState.errors, FOREIGN_ERROR_TEXTS);
  const documentsError = useDocumentsErrorFocus();
  const [saving, setSaving] = useState(false);

  const save = async (address: ForeignBody) => {
    setSaving(true);
    try {
      await savePartnerAddress(partner.id, address, access);
      clearDrafts();
      await onSaved();
    } catch (error) {
      // The fields the server refused are marked under them; anything else is a toast.
      const fields = error instanceof ApiError ? error.fields : [];
      const marked = fields.flatMap(({ path, code }) => {
        const name = path.replace(/^body\./, '') as keyof ForeignValues;
        return FOREIGN_ADDRESS_TEXT_FIELDS.includes(name) ? [{ name, code }] : [];
      });
      marked.forEach(({ name, code }, index) =>
        form.setError(name, { message: code }, { shouldFocus: index === 0 }),
      );
      if (marked.length === 0) showError(error);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof ForeignValues, label: string, extra: object = {}) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <TextInput {...field} label={label} error={fieldErrorText(name)} {...extra} />}
    />
  );

  return (
    <form onSubmit={(event) => void form.handleSubmit(save, documentsError.focusWhenOnly)(event)} noValidate>
      <Stack gap="md">
        {text('address_line1', t('address.address_line1'), {
          description: t('address.address_line1_hint'),
          required: true,
          autoComplete: 'address-line1',
          maxLength: 200,
        })}
        {text('address_line2', t('address.address_line2'), {
          autoComplete: 'address-line2',
          maxLength: 200,
        })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('city', t('address.city'), {
            required: true,
            autoComplete: 'address-level2',
            maxLength: 100,
          })}
          {text('region', t('address.region'), { autoComplete: 'address-level1', maxLength: 100 })}
        </SimpleGrid>
        {text('postal_code', t('address.foreign_postal_code'), {
          description: t('address.foreign_postal_code_hint'),
          autoComplete: 'postal-code',
          maxLength: FOREIGN_POSTAL_CODE_MAX,
          maw: 220,
        })}
        <AddressDocuments
          partner={partner}
          access={access}
          onUploaded={onUploaded}
          error={fieldErrorText('documents')}
          errorRef={documentsError.ref}
        />
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving} />
      </Stack>
    </form>
  );
}

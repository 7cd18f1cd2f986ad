import { Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CIVIL_STATUSES, partnerComplementsBodySchema, type Partner } from '@forja/contracts';
import { partnerCivilStatus } from '@forja/domain';
import { useRef } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { equityContext } from '../../../lib/equity-context';
import { showError } from '../../../lib/notify';
import { savePartnerComplements } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { STEP_DOCUMENTS, stepDocumentRows, stepDocumentsComplete } from '../partner-documents';
import { knownCivilStatus } from './complements-form';
import { PartnerDocumentsList } from './partner-documents-list';
import { StepActions, StepHeader } from './step-frame';

/**
 * The complements contract's civil status, required of a person (a legal entity has none), with the step's
 * documents uploaded (under `documents`, not sent).
 */
function civilStatusSchema(moral: boolean, documentsDone: boolean) {
  return partnerComplementsBodySchema
    .pick({ civil_status: true })
    .required()
    .superRefine(({ civil_status }, context) => {
      if (!moral && !civil_status)
        context.addIssue({ code: 'custom', path: ['civil_status'], message: 'required' });
      else if (!documentsDone)
        context.addIssue({
          code: 'custom',
          path: ['documents'],
          message: moral ? 'entity_documents_required' : 'spouse_documents_required',
        });
    });
}
type CivilStatusValues = z.input<ReturnType<typeof civilStatusSchema>>;
const CIVIL_STATUS_ERROR_TEXTS = {
  civil_status: 'partners:civil_status.required',
  documents: {
    entity_documents_required: 'partners:civil_status.entity_documents_required',
    spouse_documents_required: 'partners:civil_status.spouse_documents_required',
  },
};

type Props = {
  /** The partner, with their company's society type when known (an S. de R.L.'s partner holds a parte social). */
  partner: Partner & { company_type?: string | null };
  access: PartnerAccess;
  backTo?: string;
  onUploaded: () => Promise<unknown>;
  onSaved: () => Promise<unknown> | void;
};

/**
 * The civil-status step: soltero, casado… ('casado' asks for the spouse's ID front and back and the marriage
 * certificate, per the domain's partnerCivilStatus). A legal-entity partner has no civil status: this step
 * asks for its deed, its representative's power and its RFC instead.
 */
export function CivilStatusForm({ partner, access, backTo, onUploaded, onSaved }: Props) {
  const { t } = useTranslation('partners');
  const moral = partner.is_moral_person;
  const form = useForm<CivilStatusValues>({
    // Checked with the documents the chosen status asks for, as they are now.
    resolver: (values, context, options) => resolver(values, context, options),
    defaultValues: { civil_status: knownCivilStatus(partner.civil_status) },
  });
  const errorText = useFieldErrorText(form.formState.errors, CIVIL_STATUS_ERROR_TEXTS);
  const status = useWatch({ control: form.control, name: 'civil_status' });
  // The partner as the chosen status would leave them: the domain decides what it asks for.
  const chosen = { ...partner, civil_status: moral ? null : status };
  const civil = partnerCivilStatus(chosen);
  const rows = stepDocumentRows(chosen, STEP_DOCUMENTS.civil_status);
  const documentsDone = stepDocumentsComplete(chosen, STEP_DOCUMENTS.civil_status);
  const resolver: Resolver<CivilStatusValues> = contractResolver(civilStatusSchema(moral, documentsDone));
  // The documents' message, focused when it is the only problem (once it shows, after a first submit).
  const documentsError = useRef<HTMLParagraphElement | null>(null);
  const focusDocumentsOnShow = useRef(false);
  const documentsErrorRef = (element: HTMLParagraphElement | null) => {
    documentsError.current = element;
    if (element && focusDocumentsOnShow.current) {
      focusDocumentsOnShow.current = false;
      element.focus();
    }
  };

  const save = async ({ civil_status }: CivilStatusValues) => {
    if (moral) {
      await onSaved();
      return;
    }
    try {
      // The API takes the civil status with the complements: send them again as they are saved.
      await savePartnerComplements(
        partner.id,
        {
          rfc: partner.rfc,
          curp: partner.curp,
          birthplace: partner.birthplace,
          tax_country:
            partner.tax_country && /^[A-Z]{2}$/.test(partner.tax_country) ? partner.tax_country : null,
          tax_id: partner.tax_id,
          civil_status,
          accept_terms_conditions: true,
          // The RFC was already accepted (and its check digit confirmed, if it had to be) on complementaries.
          confirm_checksum: true,
        },
        access,
      );
      await onSaved();
    } catch (caught) {
      showError(caught);
    }
  };

  /** The status is focused by the form; when only the documents are missing, their message is. */
  const focusDocuments = (errors: FieldErrors<CivilStatusValues>) => {
    if (errors.civil_status) return;
    if (documentsError.current) documentsError.current.focus();
    else focusDocumentsOnShow.current = true;
  };

  return (
    <form onSubmit={(event) => void form.handleSubmit(save, focusDocuments)(event)} noValidate>
      <Stack gap="lg">
        <StepHeader
          title={moral ? t('civil_status.title_entity') : t('civil_status.title')}
          intro={
            moral
              ? t('civil_status.intro_entity')
              : t('civil_status.intro', { context: equityContext(partner.company_type) })
          }
        />
        {!moral && (
          <Controller
            control={form.control}
            name="civil_status"
            render={({ field }) => (
              <Radio.Group
                label={t('civil_status.label')}
                description={t('civil_status.hint')}
                value={field.value}
                onChange={field.onChange}
                error={errorText('civil_status')}
                required
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                  {CIVIL_STATUSES.map((value, index) => (
                    <Radio.Card
                      key={value}
                      ref={index === 0 ? field.ref : undefined}
                      value={value}
                      radius="md"
                      p="sm"
                      withBorder
                    >
                      <Radio.Indicator style={{ display: 'inline-flex', verticalAlign: 'middle' }} />
                      <Text span ml="sm" fw={500}>
                        {t(`civil_status.values.${value}`)}
                      </Text>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        )}
        {civil.married && (
          <Text size="sm" c="gray.7">
            {t('civil_status.regime_note')}
          </Text>
        )}
        {rows.length > 0 && (
          <section aria-labelledby="civil-status-documents">
            <Stack gap="xs">
              <Title order={2} fz="lg" id="civil-status-documents">
                {moral ? t('civil_status.entity_documents_title') : t('civil_status.spouse_documents_title')}
              </Title>
              <PartnerDocumentsList
                partnerId={partner.id}
                rows={rows}
                access={access}
                onUploaded={onUploaded}
              />
            </Stack>
          </section>
        )}
        {!documentsDone && errorText('documents') && (
          <Text ref={documentsErrorRef} size="sm" c="red.8" role="alert" tabIndex={-1}>
            {errorText('documents')}
          </Text>
        )}
        <StepActions backTo={backTo} label={t('flow.continue')} loading={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}

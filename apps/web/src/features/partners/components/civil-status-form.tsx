import { Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CIVIL_STATUSES, type Partner } from '@forja/contracts';
import { partnerCivilStatus } from '@forja/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/notify';
import { savePartnerComplements } from '../api/partner';
import type { PartnerAccess } from '../api/partner-access';
import { STEP_DOCUMENTS, stepDocumentRows, stepDocumentsComplete } from '../partner-documents';
import { knownCivilStatus } from './complements-form';
import { PartnerDocumentsList } from './partner-documents-list';
import { StepActions, StepHeader } from './step-frame';

type Props = {
  partner: Partner;
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
  const [status, setStatus] = useState<string | null>(knownCivilStatus(partner.civil_status));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const moral = partner.is_moral_person;
  // The partner as the chosen status would leave them: the domain decides what it asks for.
  const chosen = { ...partner, civil_status: moral ? null : status };
  const civil = partnerCivilStatus(chosen);
  const rows = stepDocumentRows(chosen, STEP_DOCUMENTS.civil_status);
  const documentsDone = stepDocumentsComplete(chosen, STEP_DOCUMENTS.civil_status);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!moral && !status) {
      setError(t('civil_status.required'));
      setTimeout(() => form.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus(), 0);
      return;
    }
    if (!documentsDone) {
      setError(
        moral ? t('civil_status.entity_documents_required') : t('civil_status.spouse_documents_required'),
      );
      return;
    }
    setError(undefined);
    if (moral) {
      await onSaved();
      return;
    }
    setSaving(true);
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
          civil_status: knownCivilStatus(status),
          accept_terms_conditions: true,
          // The RFC was already accepted (and its check digit confirmed, if it had to be) on complementaries.
          confirm_checksum: true,
        },
        access,
      );
      await onSaved();
    } catch (caught) {
      showError(caught);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <StepHeader
          title={moral ? t('civil_status.title_entity') : t('civil_status.title')}
          intro={moral ? t('civil_status.intro_entity') : t('civil_status.intro')}
        />
        {!moral && (
          <Radio.Group
            label={t('civil_status.label')}
            description={t('civil_status.hint')}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setError(undefined);
            }}
            error={!status ? error : undefined}
            required
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
              {CIVIL_STATUSES.map((value) => (
                <Radio.Card key={value} value={value} radius="md" p="sm" withBorder>
                  <Radio.Indicator style={{ display: 'inline-flex', verticalAlign: 'middle' }} />
                  <Text span ml="sm" fw={500}>
                    {t(`civil_status.values.${value}`)}
                  </Text>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
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
        {error && (status || moral) && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <StepActions backTo={backTo} label={t('flow.continue')} loading={saving} />
      </Stack>
    </form>
  );
}

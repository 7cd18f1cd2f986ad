import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { addPartnersBodySchema, partnerInputSchema, type Company, type User } from '@forja/contracts';
import { canEditCompany, capitalEquityOf, companyFacts, isEmailShape, type Language } from '@forja/domain';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { contractResolver } from '../../../lib/contract-form';
import { equityContext } from '../../../lib/equity-context';
import { showError, showSuccess } from '../../../lib/notify';
import { saveCapTable, type CapTable } from '../api/cap-table';
import {
  capTableBody,
  distributionOf,
  draftFromCapTable,
  fixedCapitalProblemOf,
  selfPartnerOf,
  type CapTableDraft,
  type PartnerLimits,
} from '../cap-table-model';
import { CapTableEditor, type DraftUpdate, type PartnerFieldRef } from './cap-table-editor';
import { CapTableView } from './cap-table-view';
import { FIXED_CAPITAL_INPUT_ID } from './fixed-capital-section';
import { InvitationsPanel } from './invitations-panel';
import { ShareSummary } from './share-summary';

/**
 * The cap table as the editor holds it, checked as the API's `add-partners` body: each partner's name (the
 * contract's) and e-mail (of an e-mail's shape, the domain's isEmailShape), the shares' distribution with the
 * domain's checkShareDistribution (under `distribution`), then the body (capTableBody) with the contract.
 */
function capTableSchema(limits: PartnerLimits) {
  return z
    .custom<CapTableDraft>()
    .superRefine((draft, context) => {
      draft.partners.forEach((partner, index) => {
        if (!partnerInputSchema.shape.name.safeParse(partner.name).success)
          context.addIssue({ code: 'custom', path: ['partners', index, 'name'], message: 'required' });
        if (partner.email.trim() !== '' && !isEmailShape(partner.email))
          context.addIssue({ code: 'custom', path: ['partners', index, 'email'], message: 'invalid_email' });
      });
      const capitalProblem = fixedCapitalProblemOf(draft);
      if (capitalProblem)
        context.addIssue({ code: 'custom', path: ['fixed_capital'], message: capitalProblem });
      const problem = distributionOf(draft, limits).problem;
      if (problem) context.addIssue({ code: 'custom', path: ['distribution'], message: problem });
    })
    .transform(capTableBody)
    .pipe(addPartnersBodySchema);
}
type CapTableSaved = z.output<typeof addPartnersBodySchema>;

type Props = {
  company: Company;
  user: User;
  limits: PartnerLimits;
  individualsOnly: boolean;
  /** The society type's name for the messages, e.g. "S.A. de C.V.". */
  societyName: string;
  language: Language;
  /** After a save or another change: read the company again. */
  onSaved: (table?: CapTable) => Promise<unknown> | void;
};

/**
 * The company's partners and share series: the editor with the live check of the domain
 * (checkShareDistribution), the save, the cap-table view, invitations and edit permissions.
 */
export function CapTableManager({
  company,
  user,
  limits,
  individualsOnly,
  societyName,
  language,
  onSaved,
}: Props) {
  const { t } = useTranslation('partners');
  // An S. de R.L. has partes sociales: one class, no series (draftWithOneClass), and texts that say so.
  const equity = capitalEquityOf(company.company_type);
  const context = equityContext(company.company_type);
  const initial = useMemo(
    () => draftFromCapTable(company.partners, company.share_series, company.fixed_capital_centavos, equity),
    [company.partners, company.share_series, company.fixed_capital_centavos, equity],
  );
  const [draft, setDraft] = useState<CapTableDraft>(initial);
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(capTableBody(initial)));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const resolver = useMemo(() => contractResolver(capTableSchema(limits)), [limits]);
  // The editor's draft is what the form checks; the editor shows each field's problem.
  const form = useForm<CapTableDraft, unknown, CapTableSaved>({ resolver, values: draft });
  // The partners' name and e-mail inputs, to focus the first one to fix.
  const fields = useRef(new Map<string, HTMLInputElement>());
  const fieldRef = useCallback<PartnerFieldRef>((partnerKey, field, element) => {
    if (element) fields.current.set(`${partnerKey}:${field}`, element);
    else fields.current.delete(`${partnerKey}:${field}`);
  }, []);

  // The summary, the chart, the table and the invitations follow the draft a moment behind the fields: a
  // keystroke re-renders its own field at once, and React renders the rest when the typing lets it (on a phone
  // they took most of each keystroke's time).
  const shown = useDeferredValue(draft);
  const distribution = useMemo(() => distributionOf(shown, limits), [shown, limits]);
  const dirty = useMemo(() => JSON.stringify(capTableBody(shown)) !== savedBody, [shown, savedBody]);
  const hasLegacy = companyFacts(company).hasLegacyPartners;
  const approved = companyFacts(company).documentsApproved;
  const editable = canEditCompany(company, user);

  const update = useCallback<DraftUpdate>((change) => setDraft((before) => change(before)), []);
  const readAgain = useCallback(() => onSaved(), [onSaved]);

  const save = async (body: CapTableSaved) => {
    setShowErrors(true);
    setSaving(true);
    try {
      const table = await saveCapTable(company.id, body);
      // The save answers the partners and series; the fixed capital is the one just sent, else the saved one.
      const capital =
        body.fixed_capital_centavos !== undefined ? body.fixed_capital_centavos : draft.fixed_capital_saved;
      const next = draftFromCapTable(table.partners, table.share_series, capital ?? null, equity);
      setDraft(next);
      setSavedBody(JSON.stringify(capTableBody(next)));
      showSuccess(t('cap_table.saved_toast', { context }));
      await onSaved(table);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  /** The first partner field to fix is focused, else the summary that says what the shares lack. */
  const showProblems = (errors: FieldErrors<CapTableDraft>) => {
    setShowErrors(true);
    const index = draft.partners.findIndex((_, position) => errors.partners?.[position]);
    const partner = draft.partners[index];
    if (partner) {
      const field = errors.partners?.[index]?.name ? 'name' : 'email';
      fields.current.get(`${partner.key}:${field}`)?.focus();
      return;
    }
    if (errors.fixed_capital) {
      document.getElementById(FIXED_CAPITAL_INPUT_ID)?.focus();
      return;
    }
    summary.current?.focus();
  };

  const view = (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="cap-table-view"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg" id="cap-table-view">
            {t('chart.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {dirty ? t('chart.draft_note') : t('chart.saved_note')}
          </Text>
        </div>
        <CapTableView
          draft={shown}
          distribution={distribution}
          language={language}
          companyType={company.company_type}
        />
      </Stack>
    </Card>
  );
  const invitations = (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <InvitationsPanel
        companyId={company.id}
        partners={company.partners}
        dirty={dirty}
        isOwner={company.user_id === user.id}
        readOnly={!editable}
        userEmail={user.email}
        onChanged={readAgain}
      />
    </Card>
  );

  // A partner without the permission to edit reads the cap table: the API would refuse any change (403).
  if (!editable) {
    return (
      <Stack gap="lg">
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('cap_table.read_only', { context })}
          </Text>
        </Alert>
        {view}
        {invitations}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {approved && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('cap_table.locked')}
        </Alert>
      )}
      {hasLegacy && !approved && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('cap_table.legacy_alert')}
          </Text>
        </Alert>
      )}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={(event) => void form.handleSubmit(save, showProblems)(event)} noValidate>
          <Stack gap="lg">
            <CapTableEditor
              draft={draft}
              update={update}
              showErrors={showErrors}
              individualsOnly={individualsOnly}
              language={language}
              disabled={saving || approved}
              self={selfPartnerOf(user)}
              fieldRef={fieldRef}
              companyType={company.company_type}
            />
            <ShareSummary
              ref={summary}
              distribution={distribution}
              limits={limits}
              societyName={societyName}
              language={language}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={saving}
                disabled={approved}
                leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              >
                {t('cap_table.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {view}
      {invitations}
    </Stack>
  );
}

import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Company, User } from '@forja/contracts';
import { companyFacts, type Language } from '@forja/domain';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
import { saveCapTable, type CapTable } from '../api/cap-table';
import {
  canEditCapTable,
  capTableBody,
  distributionOf,
  draftFromCapTable,
  selfPartnerOf,
  type CapTableDraft,
  type PartnerLimits,
} from '../cap-table-model';
import { CapTableEditor, partnerFieldErrors, type DraftUpdate } from './cap-table-editor';
import { CapTableView } from './cap-table-view';
import { InvitationsPanel } from './invitations-panel';
import { ShareSummary } from './share-summary';

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
  const initial = useMemo(
    () => draftFromCapTable(company.partners, company.share_series),
    [company.partners, company.share_series],
  );
  const [draft, setDraft] = useState<CapTableDraft>(initial);
  const [savedBody, setSavedBody] = useState(() => JSON.stringify(capTableBody(initial)));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const distribution = useMemo(() => distributionOf(draft, limits), [draft, limits]);
  const dirty = JSON.stringify(capTableBody(draft)) !== savedBody;
  const hasLegacy = companyFacts(company).hasLegacyPartners;
  const approved = companyFacts(company).documentsApproved;
  const editable = canEditCapTable(company, user);

  const update = useCallback<DraftUpdate>((change) => setDraft((before) => change(before)), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (draft.partners.some((partner) => Object.keys(partnerFieldErrors(partner, t)).length > 0)) {
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    if (distribution.problem) {
      summary.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const table = await saveCapTable(company.id, capTableBody(draft));
      const next = draftFromCapTable(table.partners, table.share_series);
      setDraft(next);
      setSavedBody(JSON.stringify(capTableBody(next)));
      showSuccess(t('cap_table.saved_toast'));
      await onSaved(table);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
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
        <CapTableView draft={draft} distribution={distribution} language={language} />
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
        onChanged={() => onSaved()}
      />
    </Card>
  );

  // A partner without the permission to edit reads the cap table: the API would refuse any change (403).
  if (!editable) {
    return (
      <Stack gap="lg">
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" c="gray.9">
            {t('cap_table.read_only')}
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
        <form ref={form} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <CapTableEditor
              draft={draft}
              update={update}
              showErrors={showErrors}
              individualsOnly={individualsOnly}
              language={language}
              disabled={saving || approved}
              self={selfPartnerOf(user)}
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

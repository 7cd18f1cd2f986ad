import { forjaAccountantBodySchema, type AccountantAssignment, type ForjaAccountant } from '@forja/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ResponsiveTable } from '../../../components/responsive-table';
import { contractResolver, useFieldErrorText } from '../../../lib/contract-form';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import {
  accountantAssignmentsQueryOptions,
  forjaAccountantsQueryOptions,
  useAssignAccountant,
  useSaveForjaAccountant,
} from './api/accountants';

type Field = 'name' | 'email' | 'phone' | 'professional_licence';
const FIELDS: Field[] = ['name', 'email', 'phone', 'professional_licence'];
const ACCOUNTANT_ERROR_TEXTS = Object.fromEntries(
  FIELDS.map((field) => [field, 'accountant:backoffice.invalid']),
);

/** Adds or edits one of Forja's accountants, checked with the contract's schema first. */
function AccountantFormModal(props: { accountant: ForjaAccountant | null; onClose: () => void }) {
  const { t } = useTranslation('accountant');
  const save = useSaveForjaAccountant();
  const form = useForm<
    z.input<typeof forjaAccountantBodySchema>,
    unknown,
    z.output<typeof forjaAccountantBodySchema>
  >({
    resolver: contractResolver(forjaAccountantBodySchema),
    defaultValues: {
      ...(Object.fromEntries(FIELDS.map((field) => [field, props.accountant?.[field] ?? ''])) as Record<
        Field,
        string
      >),
      active: props.accountant?.active ?? true,
    },
  });
  const errorText = useFieldErrorText(form.formState.errors, ACCOUNTANT_ERROR_TEXTS);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: props.accountant?.id ?? null, body });
      showSuccess(t('backoffice.saved_toast'));
      props.onClose();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.accountant ? t('backoffice.form_edit') : t('backoffice.form_new')}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`backoffice.${field}`)}
              description={
                field === 'professional_licence' ? t('backoffice.professional_licence_help') : undefined
              }
              required
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              {...form.register(field)}
              error={errorText(field)}
            />
          ))}
          <Group justify="flex-end" gap="sm" wrap="wrap-reverse">
            <Button variant="subtle" onClick={props.onClose}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('backoffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One company that bought the service: who serves it, and a select to assign (or change) one. */
function AssignmentRow(props: { item: AccountantAssignment; options: { value: string; label: string }[] }) {
  const { t } = useTranslation('accountant');
  const language = useLanguage();
  const format = useBackofficeFormats();
  const assign = useAssignAccountant();
  const [choice, setChoice] = useState<string | null>(null);
  const { item } = props;
  const company = item.company_name ?? item.friendly_id ?? String(item.company_id);

  const submit = async () => {
    if (!choice) return;
    try {
      await assign.mutateAsync({ companyId: item.company_id, accountantId: Number(choice) });
      showSuccess(t('backoffice.assigned_toast'));
      setChoice(null);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Card component="li" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Anchor component={Link} to={backofficePath(language, `companies/${item.company_id}`)} fw={700}>
          {company}
        </Anchor>
        <Text size="sm">
          {t('backoffice.paid_at')}: {format.dateTime(item.paid_at)}
        </Text>
        <Text size="sm">
          {t('backoffice.assignee')}:{' '}
          <Text span fw={600} size="sm">
            {item.assigned?.name ?? t('backoffice.not_assigned')}
          </Text>
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('backoffice.choose', { company })}
            data={props.options.filter((option) => option.value !== String(item.assigned?.id ?? ''))}
            value={choice}
            onChange={setChoice}
            style={{ flex: '1 1 14rem' }}
          />
          <Button disabled={!choice} loading={assign.isPending} onClick={() => void submit()}>
            {item.assigned ? t('backoffice.reassign') : t('backoffice.assign')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Back office, backoffice/accountants: Forja's accountants (add, edit, deactivate or activate again) and the
 * companies that bought the accountant service, to assign one (the founder is e-mailed).
 */
export function AccountantsPage() {
  const { t } = useTranslation('accountant');
  useDocumentTitle(t('backoffice.title'));
  const list = useQuery(forjaAccountantsQueryOptions());
  const queue = useQuery(accountantAssignmentsQueryOptions());
  const save = useSaveForjaAccountant();
  const [editing, setEditing] = useState<{ accountant: ForjaAccountant | null } | null>(null);
  const error = list.error ?? queue.error;
  const options = (list.data ?? [])
    .filter((accountant) => accountant.active)
    .map((accountant) => ({ value: String(accountant.id), label: accountant.name }));

  const setActive = async (accountant: ForjaAccountant, active: boolean) => {
    const { id, assigned_count: _count, ...body } = accountant;
    try {
      await save.mutateAsync({ id, body: { ...body, active } });
      showSuccess(active ? t('backoffice.activated_toast') : t('backoffice.deactivated_toast'));
    } catch (caught) {
      showError(caught);
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {t('backoffice.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('backoffice.intro')}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ accountant: null })}
        >
          {t('backoffice.add')}
        </Button>
      </Group>
      {(list.isPending || queue.isPending) && !error && <LoadingLine label={t('backoffice.loading')} />}
      {error && <LoadErrorAlert error={error} />}
      {list.data && list.data.length === 0 && <Text c="gray.7">{t('backoffice.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <ResponsiveTable
          label={t('backoffice.table_label')}
          rows={list.data}
          rowKey={(accountant) => accountant.id}
          minWidth={600}
          table={{ striped: false, withTableBorder: false }}
          columns={[
            {
              header: t('backoffice.name'),
              card: 'title',
              cell: (accountant) => (
                <>
                  <Text size="sm" fw={600}>
                    {accountant.name}
                  </Text>
                  <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {accountant.email} · {accountant.phone}
                  </Text>
                </>
              ),
            },
            {
              header: t('backoffice.professional_licence'),
              cell: (accountant) => (
                <Text size="sm" ff="monospace">
                  {accountant.professional_licence}
                </Text>
              ),
            },
            {
              header: t('backoffice.state'),
              cell: (accountant) => (
                <Badge variant="light" radius="sm" color={accountant.active ? 'forja' : 'gray'}>
                  {accountant.active ? t('backoffice.active') : t('backoffice.inactive')}
                </Badge>
              ),
            },
            {
              header: t('backoffice.assigned'),
              cell: (accountant) => (
                <Text size="sm">{t('backoffice.assigned_count', { count: accountant.assigned_count })}</Text>
              ),
            },
            {
              header: t('backoffice.actions'),
              card: 'actions',
              cell: (accountant) => (
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setEditing({ accountant })}
                    aria-label={`${t('backoffice.edit')}: ${accountant.name}`}
                  >
                    {t('backoffice.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color={accountant.active ? 'red.8' : undefined}
                    onClick={() => void setActive(accountant, !accountant.active)}
                    aria-label={`${accountant.active ? t('backoffice.deactivate') : t('backoffice.activate')}: ${accountant.name}`}
                  >
                    {accountant.active ? t('backoffice.deactivate') : t('backoffice.activate')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      <section aria-labelledby="accountant-queue">
        <Stack gap="sm">
          <div>
            <Title order={2} fz={22} id="accountant-queue">
              {t('backoffice.queue_title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('backoffice.queue_intro')}
            </Text>
          </div>
          {queue.data && queue.data.length === 0 && <Text c="gray.7">{t('backoffice.queue_empty')}</Text>}
          {queue.data && queue.data.length > 0 && (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {queue.data.map((item) => (
                <AssignmentRow key={item.company_id} item={item} options={options} />
              ))}
            </Stack>
          )}
        </Stack>
      </section>
      {editing && (
        <AccountantFormModal
          key={editing.accountant?.id ?? 'new'}
          accountant={editing.accountant}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

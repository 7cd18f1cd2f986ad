import { displayPhone } from '@forja/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ForjaCommissary } from '@forja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { ResponsiveTable } from '../../../components/responsive-table';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { forjaCommissariesQueryOptions, useSaveForjaCommissary } from './api/commissaries';
import { CommissaryFormModal } from './components/commissary-form-modal';

/** Back office: Forja's own commissaries — create, edit, deactivate (asked first) or activate again. */
export function CommissariesPage() {
  const { t } = useTranslation('commissary');
  useDocumentTitle(t('backoffice.title'));
  const list = useQuery(forjaCommissariesQueryOptions());
  const save = useSaveForjaCommissary();
  const [editing, setEditing] = useState<{ commissary: ForjaCommissary | null } | null>(null);

  const setActive = async (commissary: ForjaCommissary, active: boolean) => {
    const { id, assigned_count: _count, ...body } = commissary;
    try {
      await save.mutateAsync({ id, body: { ...body, active } });
      showSuccess(active ? t('backoffice.activated_toast') : t('backoffice.deactivated_toast'));
    } catch (error) {
      showError(error);
    }
  };

  // The dialog closes at once; a toast says when the commissary is out of the list.
  const confirmDeactivating = (commissary: ForjaCommissary) =>
    openConfirmDialog({
      title: t('backoffice.deactivate_title', { name: commissary.name }),
      children: <Text size="sm">{t('backoffice.deactivate_body')}</Text>,
      confirmLabel: t('backoffice.deactivate_confirm'),
      cancelLabel: t('backoffice.cancel'),
      destructive: true,
      onConfirm: () => void setActive(commissary, false),
    });

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
          onClick={() => setEditing({ commissary: null })}
        >
          {t('backoffice.add')}
        </Button>
      </Group>
      {list.isPending && <LoadingLine label={t('backoffice.loading')} />}
      {list.isError && <LoadErrorAlert error={list.error} />}
      {list.data && list.data.length === 0 && <Text c="gray.7">{t('backoffice.empty')}</Text>}
      {list.data && list.data.length > 0 && (
        <ResponsiveTable
          label={t('backoffice.table_label')}
          rows={list.data}
          rowKey={(commissary) => commissary.id}
          minWidth={640}
          table={{ striped: false, withTableBorder: false }}
          columns={[
            {
              header: t('backoffice.name'),
              card: 'title',
              cell: (commissary) => (
                <>
                  <Text size="sm" fw={600}>
                    {commissary.name}
                  </Text>
                  <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    {commissary.email} · {displayPhone(commissary.phone).text}
                  </Text>
                  <Text size="xs" c="gray.7" ff="monospace">
                    {commissary.rfc}
                  </Text>
                </>
              ),
            },
            {
              header: t('backoffice.professional_licence'),
              cell: (commissary) => (
                <Text size="sm" ff="monospace">
                  {commissary.professional_licence}
                </Text>
              ),
            },
            {
              header: t('backoffice.state'),
              cell: (commissary) => (
                <>
                  <Badge
                    variant="light"
                    radius="sm"
                    color={commissary.active ? 'forja' : 'gray'}
                    c={commissary.active ? 'forja.9' : 'gray.9'}
                    style={{ textTransform: 'none' }}
                  >
                    {commissary.active ? t('backoffice.active') : t('backoffice.inactive')}
                  </Badge>
                </>
              ),
            },
            {
              header: t('backoffice.assigned'),
              cell: (commissary) => (
                <Text size="sm">{t('backoffice.assigned_count', { count: commissary.assigned_count })}</Text>
              ),
            },
            {
              header: t('backoffice.actions'),
              card: 'actions',
              cell: (commissary) => (
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => setEditing({ commissary })}
                    aria-label={`${t('backoffice.edit')}: ${commissary.name}`}
                  >
                    {t('backoffice.edit')}
                  </Button>
                  {commissary.active ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red.8"
                      onClick={() => confirmDeactivating(commissary)}
                      aria-label={`${t('backoffice.deactivate')}: ${commissary.name}`}
                    >
                      {t('backoffice.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => void setActive(commissary, true)}
                      aria-label={`${t('backoffice.activate')}: ${commissary.name}`}
                    >
                      {t('backoffice.activate')}
                    </Button>
                  )}
                </Group>
              ),
            },
          ]}
        />
      )}
      {editing && (
        <CommissaryFormModal
          key={editing.commissary?.id ?? 'new'}
          commissary={editing.commissary}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

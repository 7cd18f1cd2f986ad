import type { PartnerBank } from '@forja/contracts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useBackofficeFormats } from '../companies/format';
import { backofficePath } from '../navigation';
import { LoadErrorAlert, LoadingLine } from '../components/query-states';
import { partnerBanksQueryOptions, useSavePartnerBank } from './api/partner-banks';
import { PartnerBankFormModal } from './components/partner-bank-form-modal';
import { bankErrorText } from './error-text';

/**
 * Back office, backoffice/partner-banks: the partner-bank catalogue founders choose from — add a bank, edit its
 * texts (three languages) and costs, order it, deactivate it (asked first: founders stop seeing it) or activate
 * it again.
 */
export function PartnerBanksPage() {
  const { t } = useTranslation('backoffice-banks');
  const language = useLanguage();
  const format = useBackofficeFormats();
  useDocumentTitle(t('catalogue.title'));
  const list = useQuery(partnerBanksQueryOptions());
  const save = useSavePartnerBank();
  const [editing, setEditing] = useState<{ bank: PartnerBank | null } | null>(null);
  const banks = [...(list.data ?? [])].sort(
    (a, b) => a.position - b.position || a.name.localeCompare(b.name),
  );
  const nextPosition =
    banks.length > 0 ? Math.min(1000, Math.max(...banks.map((bank) => bank.position)) + 1) : 0;

  const setActive = async (bank: PartnerBank, active: boolean) => {
    try {
      await save.mutateAsync({ isNew: false, body: { ...bank, active } });
      showSuccess(active ? t('catalogue.activated_toast') : t('catalogue.deactivated_toast'));
    } catch (error) {
      showError(error);
    }
  };

  // The dialog closes at once; a toast says when the bank is out of the list.
  const confirmDeactivating = (bank: PartnerBank) =>
    openConfirmDialog({
      title: t('catalogue.deactivate_title', { name: bank.name }),
      children: <Text size="sm">{t('catalogue.deactivate_body')}</Text>,
      confirmLabel: t('catalogue.deactivate_confirm'),
      cancelLabel: t('cancel'),
      destructive: true,
      onConfirm: () => void setActive(bank, false),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz={28}>
            {t('catalogue.title')}
          </Title>
          <Text c="gray.7" mt={4} maw={760}>
            {t('catalogue.intro')}
          </Text>
          <Anchor component={Link} to={backofficePath(language, 'banks')} size="sm" fw={600}>
            {t('catalogue.queue_link')}
          </Anchor>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ bank: null })}>
          {t('catalogue.add')}
        </Button>
      </Group>
      {list.isPending && <LoadingLine label={t('loading')} />}
      {list.isError && (
        <LoadErrorAlert
          error={list.error}
          text={bankErrorText(list.error)}
          retry={{ label: t('retry'), onClick: () => void list.refetch() }}
        />
      )}
      {list.data && banks.length === 0 && <Text c="gray.7">{t('catalogue.empty')}</Text>}
      {banks.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('catalogue.table_label')}
        >
          {banks.map((bank) => (
            <Card
              key={bank.key}
              component="li"
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              aria-labelledby={`partner-bank-${bank.key}`}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0 }}>
                    <Text id={`partner-bank-${bank.key}`} fw={700}>
                      {bank.name}
                    </Text>
                    <Text size="xs" c="gray.7" ff="monospace">
                      {bank.key} · CLABE {bank.clabe_bank_codes.join(', ')}
                    </Text>
                    <Anchor
                      href={bank.website}
                      target="_blank"
                      rel="noreferrer"
                      size="xs"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {bank.website}
                    </Anchor>
                  </div>
                  <Badge
                    variant="light"
                    radius="sm"
                    color={bank.active ? 'forja' : 'gray'}
                    c={bank.active ? 'forja.9' : 'gray.9'}
                    style={{ textTransform: 'none' }}
                  >
                    {bank.active ? t('catalogue.active') : t('catalogue.inactive')}
                  </Badge>
                </Group>
                <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
                  {(
                    [
                      ['opening_fee', format.money(bank.opening_fee.cents)],
                      ['monthly_fee', format.money(bank.monthly_fee.cents)],
                      ['minimum_balance', format.money(bank.minimum_balance.cents)],
                      ['typical_days', t('catalogue.days', { count: bank.typical_days })],
                      ['position', String(bank.position)],
                    ] as const
                  ).map(([field, value]) => (
                    <div key={field}>
                      <Text size="xs" c="gray.7">
                        {t(`catalogue.${field}`)}
                      </Text>
                      <Text size="sm">{value}</Text>
                    </div>
                  ))}
                </SimpleGrid>
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="compact-md"
                    variant="default"
                    onClick={() => setEditing({ bank })}
                    aria-label={`${t('catalogue.edit')}: ${bank.name}`}
                  >
                    {t('catalogue.edit')}
                  </Button>
                  {bank.active ? (
                    <Button
                      size="compact-md"
                      variant="subtle"
                      color="red.8"
                      onClick={() => confirmDeactivating(bank)}
                      aria-label={`${t('catalogue.deactivate')}: ${bank.name}`}
                    >
                      {t('catalogue.deactivate')}
                    </Button>
                  ) : (
                    <Button
                      size="compact-md"
                      variant="subtle"
                      onClick={() => void setActive(bank, true)}
                      aria-label={`${t('catalogue.activate')}: ${bank.name}`}
                    >
                      {t('catalogue.activate')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {editing && (
        <PartnerBankFormModal
          key={editing.bank?.key ?? 'new'}
          bank={editing.bank}
          nextPosition={nextPosition}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

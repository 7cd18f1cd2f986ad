import type { UserCompany } from '@forja/contracts';
import { companyFacts } from '@forja/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../lib/notify';
import { useDeleteCompany } from '../api/delete-company';
import { companyQueryOptions } from '../api/get-company-profile';

type Props = {
  /** The company as the profile lists it. */
  company: Pick<UserCompany, 'id' | 'user_id' | 'name' | 'legal_name'>;
  /** The signed-in user: only the company's creator is offered the deletion. */
  userId: number;
  /** After the company is deleted (to refresh the list it was in). */
  onDeleted?: () => void | Promise<void>;
};

/**
 * "Delete company", offered only to the company's creator while it is unpaid (the server refuses the rest:
 * a partner, a paid company, an appointment within 2 hours). Asks to confirm in a dialog that names the
 * company and says it cannot be undone.
 */
export function DeleteCompanyButton({ company, userId, onDeleted }: Props) {
  const { t } = useTranslation('companies');
  const owned = company.user_id === userId;
  const profile = useQuery({ ...companyQueryOptions(company.id), enabled: owned });
  const deletion = useDeleteCompany();
  const name = company.legal_name ?? company.name ?? t('unnamed');

  if (!owned || !profile.data || companyFacts(profile.data).isPaid) return null;

  const open = () =>
    openConfirmDialog({
      title: t('delete.title'),
      children: (
        <Stack gap="md">
          <Text size="sm">{t('delete.body', { name })}</Text>
          <Text size="sm" fw={600}>
            {t('delete.irreversible')}
          </Text>
        </Stack>
      ),
      confirmLabel: t('delete.confirm'),
      cancelLabel: t('delete.cancel'),
      destructive: true,
      onConfirm: () =>
        deletion.mutateAsync(company.id).then(() => {
          showSuccess(t('delete.done', { name }));
          void onDeleted?.();
        }),
    });

  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={18} aria-hidden />}
      onClick={open}
      aria-label={t('delete.action_for', { name })}
    >
      {t('delete.action')}
    </Button>
  );
}

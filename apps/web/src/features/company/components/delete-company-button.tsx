import type { UserCompany } from '@forja/contracts';
import { companyFacts } from '@forja/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/notify';
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
  const [opened, { open, close }] = useDisclosure(false);
  const owned = company.user_id === userId;
  const profile = useQuery({ ...companyQueryOptions(company.id), enabled: owned });
  const deletion = useDeleteCompany();
  const name = company.legal_name ?? company.name ?? t('unnamed');

  if (!owned || !profile.data || companyFacts(profile.data).isPaid) return null;

  const confirm = () => {
    deletion.mutate(company.id, {
      onSuccess: () => {
        showSuccess(t('delete.done', { name }));
        close();
        void onDeleted?.();
      },
      onError: showError,
    });
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={open}
        aria-label={t('delete.action_for', { name })}
      >
        {t('delete.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={deletion.isPending ? () => undefined : close}
        title={t('delete.title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('delete.body', { name })}</Text>
          <Text size="sm" fw={600}>
            {t('delete.irreversible')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deletion.isPending} data-autofocus>
              {t('delete.cancel')}
            </Button>
            <Button color="red" onClick={confirm} loading={deletion.isPending}>
              {t('delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

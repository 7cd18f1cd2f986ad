import type { Company } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { Alert, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * For an S.A.S., formed in the Secretaría de Economía's system with no notary: the banks' lists ask for the
 * testimonio of a notarial deed it will never have; its articles registered in the SE's system, with the
 * registry slip, stand in for it.
 */
export function FormedOnlineDeedNote({ company }: { company: Pick<Company, 'company_type'> }) {
  const { t } = useTranslation('banks');
  if (!societyTypeFormsOnline(company.company_type)) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
      <Text size="sm" c="gray.9">
        {t('banks.formed_online_deed')}
      </Text>
    </Alert>
  );
}

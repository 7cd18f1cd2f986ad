import type { CompanyBankAccount, CompanyDocument } from '@forja/contracts';
import type { Language } from '@forja/domain';
import { Button, Card, Code, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconFileText } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format-date';
import { groupClabe } from '../bank-format';

type Props = {
  account: CompanyBankAccount;
  language: Language;
  /** The company's bank_account_contract document, once Forja uploaded it. */
  contract: CompanyDocument | null;
};

/**
 * The company's account as the bank opened it: bank, holder, opening day, the CLABE in its groups (monospaced,
 * copied without the spaces), and the contract or first statement when it is uploaded.
 */
export function BankAccountCard({ account, language, contract }: Props) {
  const { t } = useTranslation('banks');
  const titleId = useId();
  const clabeId = useId();
  const contractUrl = contract?.document_url ?? null;
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Title order={2} fz="lg" id={titleId}>
          {t('account.title', { bank: account.bank_name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <div>
            <Text component="dt" size="xs" c="gray.7">
              {t('account.bank')}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {account.bank_name}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="gray.7">
              {t('account.holder')}
            </Text>
            <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
              {account.account_holder}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="gray.7">
              {t('account.opened_at')}
            </Text>
            <Text component="dd" fw={600} m={0}>
              {formatDay(language, account.opened_at)}
            </Text>
          </div>
        </SimpleGrid>

        <Stack gap={6}>
          <Text size="xs" c="gray.7" id={clabeId}>
            {t('account.clabe')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <Code
              fz={{ base: 'md', xs: 'lg' }}
              px="sm"
              py={6}
              aria-labelledby={clabeId}
              style={{ letterSpacing: '0.04em', whiteSpace: 'nowrap' }}
            >
              {groupClabe(account.clabe)}
            </Code>
            <CopyButton value={account.clabe.replace(/\D/g, '')}>
              {({ copied, copy }) => (
                <Button
                  variant="subtle"
                  mih={44}
                  onClick={copy}
                  leftSection={
                    copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                  }
                >
                  {copied ? t('account.copied') : t('account.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="gray.7">
            {t('account.clabe_hint')}
          </Text>
        </Stack>

        <Stack gap={6}>
          <Title order={3} fz="md">
            {t('account.contract_title')}
          </Title>
          {contractUrl ? (
            <Button
              component="a"
              href={contractUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconFileText size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('account.contract_open')}
            </Button>
          ) : (
            <Text size="sm" c="gray.7">
              {t('account.contract_pending')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

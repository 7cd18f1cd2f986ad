import type { PartnerBank } from '@forja/contracts';
import { formatMoney, type Language } from '@forja/domain';
import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCheck, IconExternalLink } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayUrl, localized, localizedList } from '../bank-format';

/** What the account costs and how long it takes, label above value, two columns from a tablet up. */
export function BankFacts({ bank, language }: { bank: PartnerBank; language: Language }) {
  const { t } = useTranslation('banks');
  const facts: { label: string; value: string }[] = [
    {
      label: t('bank.opening_fee'),
      value: bank.opening_fee.cents === 0 ? t('bank.free') : formatMoney(bank.opening_fee, { language }),
    },
    {
      label: t('bank.monthly_fee'),
      value: bank.monthly_fee.cents === 0 ? t('bank.free') : formatMoney(bank.monthly_fee, { language }),
    },
    {
      label: t('bank.minimum_balance'),
      value:
        bank.minimum_balance.cents === 0
          ? t('bank.no_minimum_balance')
          : formatMoney(bank.minimum_balance, { language }),
    },
    { label: t('bank.typical_days'), value: t('bank.days', { count: bank.typical_days }) },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="gray.7">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** What the bank asks for, as a checklist. */
export function BankRequirements({
  bank,
  language,
  titleOrder = 3,
}: {
  bank: PartnerBank;
  language: Language;
  titleOrder?: TitleOrder;
}) {
  const { t } = useTranslation('banks');
  const id = useId();
  return (
    <Stack gap={6}>
      <Title order={titleOrder} fz="md" id={id}>
        {t('bank.requirements')}
      </Title>
      <List
        size="sm"
        spacing={4}
        aria-labelledby={id}
        icon={<IconCheck size={16} aria-hidden color="var(--mantine-color-forja-7)" />}
        styles={{ itemWrapper: { alignItems: 'flex-start' }, itemIcon: { marginTop: 3 } }}
      >
        {localizedList(bank.requirements, language).map((requirement) => (
          <List.Item key={requirement}>{requirement}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The bank's website, opening in a new tab. */
export function BankWebsite({ bank }: { bank: PartnerBank }) {
  const { t } = useTranslation('banks');
  return (
    <Anchor
      href={bank.website}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {t('bank.website', { site: displayUrl(bank.website) })}{' '}
      <IconExternalLink size={14} aria-label={t('bank.new_tab')} style={{ verticalAlign: '-2px' }} />
    </Anchor>
  );
}

type Props = {
  bank: PartnerBank;
  language: Language;
  /** The referral's badge when this is the company's bank. */
  badge?: ReactNode;
  /** Choose / see the application. */
  actions: ReactNode;
};

/** One partner bank of the catalogue on the Banks page: what it is, costs, requirements, and the actions. */
export function PartnerBankCard({ bank, language, badge, actions }: Props) {
  const titleId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz="xl" id={titleId}>
              {bank.name}
            </Title>
            {badge}
          </Group>
          <Text size="sm" c="gray.7">
            {localized(bank.summary, language)}
          </Text>
        </Stack>
        <BankFacts bank={bank} language={language} />
        <BankRequirements bank={bank} language={language} />
        <BankWebsite bank={bank} />
        <Group gap="sm" mt="auto" wrap="wrap">
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}

import type { CompanyAccountant } from '@forja/contracts';
import { ACCOUNTANT_NEEDS, accountantServiceStage, displayPhone } from '@forja/domain';
import { Anchor, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BuyOption } from '../../../lib/buy-option';
import { formatDay } from '../../../lib/format-date';
import { useLanguage } from '../../../lib/use-language';

function Fact(props: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {props.label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}

/**
 * What the accountant needs from the company (the domain's list); for a company formed online (S.A.S.), its
 * articles registered in the Secretaría de Economía's system and their registration slip stand where the copy of
 * the deed would.
 */
export function AccountantNeeds({ formsOnline = false }: { formsOnline?: boolean }) {
  const { t } = useTranslation('accountant');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="accountant-needs">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="accountant-needs">
          {t('needs.title')}
        </Title>
        <List spacing="xs" size="sm">
          {ACCOUNTANT_NEEDS.map((need) => (
            <List.Item key={need}>
              {t(`needs.items.${need}${formsOnline && need === 'deed_copy' ? '_online' : ''}`)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

/**
 * The accountant service by the domain's stage: an offer with a link to buy it (checkout_accountant, or why it
 * cannot be bought online for this company: `buy`), Forja
 * assigning one, or the assigned accountant with how to reach them.
 */
export function AccountantService(props: { buy: BuyOption; service: CompanyAccountant }) {
  const { t } = useTranslation('accountant');
  const { t: tWorkspace } = useTranslation('workspace');
  const language = useLanguage();
  const { accountant } = props.service;
  const stage = accountantServiceStage(props.service.purchased, accountant !== null);

  if (stage === 'not_purchased') {
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="accountant-offer">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz="lg" id="accountant-offer">
            {t('offer.title')}
          </Title>
          <Text size="sm">{t('offer.body')}</Text>
          {props.buy.kind === 'link' && (
            <Button
              component={Link}
              to={props.buy.href}
              leftSection={<IconCalculator size={18} aria-hidden />}
            >
              {t('offer.buy')}
            </Button>
          )}
          {props.buy.kind === 'blocked' && (
            <Text size="sm" fw={600} c="gray.8">
              {tWorkspace(`services.blocked.${props.buy.reason}`)}
            </Text>
          )}
        </Stack>
      </Card>
    );
  }

  if (stage === 'assigning' || !accountant) {
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="accountant-assigning">
        <Stack gap="xs">
          <Title order={2} fz="lg" id="accountant-assigning">
            <IconHourglass size={20} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            {t('assigning.title')}
          </Title>
          <Text size="sm">{t('assigning.body')}</Text>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="accountant-assigned">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="accountant-assigned">
            {t('accountant.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('accountant.since', { date: formatDay(language, accountant.assigned_at) })}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Fact label={t('accountant.name')}>{accountant.name}</Fact>
          <Fact label={t('accountant.licence')}>{accountant.professional_licence}</Fact>
          <Fact label={t('accountant.email')}>
            <Anchor href={`mailto:${accountant.email}`}>{accountant.email}</Anchor>
          </Fact>
          <Fact label={t('accountant.phone')}>
            <Anchor href={displayPhone(accountant.phone).tel}>{displayPhone(accountant.phone).text}</Anchor>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

import type { Company, CompanyBanking, PartnerBank } from '@forja/contracts';
import { bankReferralRefusal, type Language } from '@forja/domain';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCreditCard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths';
import { businessInformationQueryOptions } from '../../../features/banks/api/business-information';
import { useChooseBank } from '../../../features/banks/api/choose-bank';
import { useCompanyBanking } from '../../../features/banks/api/get-company-banking';
import { localized } from '../../../features/banks/bank-format';
import { AppointmentCard } from '../../../features/appointments/components/appointment-card';
import { BusinessInformationForm } from '../../../features/banks/components/business-information-form';
import {
  BankFacts,
  BankRequirements,
  BankWebsite,
} from '../../../features/banks/components/partner-bank-card';
import { FormedOnlineDeedNote } from '../../../features/banks/components/formed-online-deed-note';
import { ReferralBadge, ReferralStatus } from '../../../features/banks/components/referral-status';
import { showError, showSuccess } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useCompany } from '../../company-page';
import { BankingPending } from './banks';
import { banksUrl, type PartnerBankData } from './banks-loaders';

/** The business information, once read (null: nothing saved yet), then the form. */
function BusinessInformationSection({
  company,
  bank,
  language,
}: {
  company: Company;
  bank: PartnerBank;
  language: Language;
}) {
  const info = useQuery(businessInformationQueryOptions(company.id));
  if (info.isPending || info.isError)
    return <BankingPending failed={info.isError} onRetry={() => void info.refetch()} />;
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <BusinessInformationForm
        company={company}
        bank={bank}
        info={info.data}
        language={language}
        callScheduler={
          <AppointmentCard
            company={company}
            type="adviser_call"
            appointments={
              info.data?.scheduled_call ? [info.data.scheduled_call] : company.formation.appointments
            }
          />
        }
      />
    </Card>
  );
}

/** The company's application with this bank, or the button that makes this bank its choice. */
function ApplicationSection({
  banking,
  bank,
  bankKey,
  company,
  language,
}: {
  banking: CompanyBanking;
  bank: PartnerBank | undefined;
  bankKey: string;
  company: Company;
  language: Language;
}) {
  const { t } = useTranslation('banks');
  const titleId = useId();
  const choose = useChooseBank(company.id);
  const referral = banking.referral;
  const mine = referral?.bank_key === bankKey ? referral : null;
  const refusal = bankReferralRefusal('choose', referral?.status ?? null, banking.information_complete);
  const name = bank?.name ?? mine?.bank_name ?? bankKey;

  const chooseThis = () =>
    choose.mutate(bankKey, {
      onSuccess: () => showSuccess(t('bank_page.chosen', { bank: name })),
      onError: showError,
    });
  const chooseButton = bank && refusal === null && (
    <Button onClick={chooseThis} loading={choose.isPending} mih={44} style={{ alignSelf: 'flex-start' }}>
      {mine ? t('bank_page.choose_again', { bank: name }) : t('banks.choose', { bank: name })}
    </Button>
  );

  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={2} fz="lg" id={titleId}>
            {t('bank_page.application_title')}
          </Title>
          {mine && <ReferralBadge status={mine.status} />}
        </Group>
        {mine ? (
          <>
            <ReferralStatus
              referral={mine}
              language={language}
              informationComplete={banking.information_complete}
              typicalDays={bank?.typical_days}
            />
            {mine.status === 'opened' && (
              <Button
                component={Link}
                to={paths.bank(language, company.id)}
                leftSection={<IconCreditCard size={18} aria-hidden />}
                style={{ alignSelf: 'flex-start' }}
                mih={44}
              >
                {t('bank_page.see_account')}
              </Button>
            )}
            {mine.status === 'declined' && (
              <Group gap="sm" wrap="wrap">
                {chooseButton}
                <Button component={Link} to={banksUrl(language, company.id)} variant="default" mih={44}>
                  {t('bank_page.other_banks')}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <>
            <Text size="sm">
              {referral && refusal
                ? t('bank_page.other_bank_sent', { bank: referral.bank_name })
                : referral
                  ? t('bank_page.other_bank_chosen', { bank: referral.bank_name, this_bank: name })
                  : t('bank_page.not_chosen', { bank: name })}
            </Text>
            {chooseButton}
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * banks/{company_id}/{bank_key} (BBVA, Fondeadora or any bank of the catalogue): what the bank asks for and
 * costs, the state of the company's application, and — when this is the chosen bank — the business
 * information the bank needs.
 */
export function PartnerBankPage() {
  const { t } = useTranslation('banks');
  const language = useLanguage();
  const loaded = useLoaderData<PartnerBankData>();
  const company = useCompany(loaded.company);
  const banking = useCompanyBanking(company.id);
  const bankKey = loaded.bankKey;
  const bank = banking.data?.banks.find((entry) => entry.key === bankKey);
  const referral = banking.data?.referral?.bank_key === bankKey ? banking.data.referral : null;
  const name = bank?.name ?? referral?.bank_name ?? '';
  useDocumentTitle(name || t('banks.title'));

  return (
    <Stack gap="lg">
      <Anchor
        component={Link}
        to={banksUrl(language, company.id)}
        size="sm"
        style={{
          alignSelf: 'flex-start',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          minHeight: 44,
        }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('bank_page.back')}
      </Anchor>
      {!banking.data ? (
        <BankingPending failed={banking.isError} onRetry={() => void banking.refetch()} />
      ) : (
        <>
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {name}
            </Title>
            {bank && (
              <Text c="gray.7" mt={4} maw={720}>
                {localized(bank.summary, language)}
              </Text>
            )}
          </div>
          {bank && (
            <Card
              component="section"
              withBorder
              radius="md"
              padding="lg"
              aria-label={t('bank_page.costs_title')}
            >
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('bank_page.costs_title')}
                </Title>
                <BankFacts bank={bank} language={language} />
                <BankRequirements bank={bank} language={language} titleOrder={3} />
                <FormedOnlineDeedNote company={company} />
                <BankWebsite bank={bank} />
              </Stack>
            </Card>
          )}
          <ApplicationSection
            banking={banking.data}
            bank={bank}
            bankKey={bankKey}
            company={company}
            language={language}
          />
          {bank && referral?.status === 'chosen' && (
            <BusinessInformationSection company={company} bank={bank} language={language} />
          )}
        </>
      )}
    </Stack>
  );
}

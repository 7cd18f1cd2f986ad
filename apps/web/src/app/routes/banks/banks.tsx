import type { CompanyBanking } from '@forja/contracts';
import { bankReferralRefusal } from '@forja/domain';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconCircleCheck, IconInfoCircle, IconReload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { paths, routeUrl } from '../../../config/paths';
import { useChooseBank } from '../../../features/banks/api/choose-bank';
import { useCompanyBanking } from '../../../features/banks/api/get-company-banking';
import { NotInterestedDialog } from '../../../features/banks/components/not-interested-dialog';
import { PartnerBankCard } from '../../../features/banks/components/partner-bank-card';
import { FormedOnlineDeedNote } from '../../../features/banks/components/formed-online-deed-note';
import { ReferralBadge } from '../../../features/banks/components/referral-status';
import { showError } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useCompany, type CompanyPageData } from '../../company-page';

/** Loading and failure of the referral, shared by the bank pages. */
export function BankingPending({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('banks');
  return failed ? (
    <Stack gap="sm" align="flex-start" role="alert">
      <Text>{t('error')}</Text>
      <Button variant="light" leftSection={<IconReload size={18} aria-hidden />} onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  ) : (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{t('loading')}</Text>
    </Group>
  );
}

/** Where the company stands: the account, the application, or the "not interested" answer. */
function CurrentState({ banking, companyId }: { banking: CompanyBanking; companyId: number }) {
  const { t } = useTranslation('banks');
  const language = useLanguage();
  const { referral, account } = banking;
  if (account)
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={t('banks.account_title', { bank: account.bank_name })}
      >
        <Anchor component={Link} to={paths.bank(language, companyId)} fw={600}>
          {t('banks.see_account')}
        </Anchor>
      </Alert>
    );
  if (referral)
    return (
      <Card withBorder radius="md" padding="md" component="section" aria-label={t('banks.current_label')}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          {/* On a phone the badge goes under the bank's name instead of being cut short. */}
          <Group gap="sm" wrap="nowrap">
            <IconBuildingBank size={22} aria-hidden />
            <Group gap="xs" wrap="wrap">
              <Text fw={600}>{t('banks.current', { bank: referral.bank_name })}</Text>
              <ReferralBadge status={referral.status} />
            </Group>
          </Group>
          <Button
            component={Link}
            to={paths.partnerBank(language, companyId, referral.bank_key)}
            variant="light"
          >
            {t('banks.see_application')}
          </Button>
        </Group>
      </Card>
    );
  if (banking.not_interested)
    return (
      <Alert
        color="gray"
        icon={<IconInfoCircle size={20} aria-hidden />}
        title={t('banks.not_interested_title')}
      >
        <Stack gap={6}>
          {banking.not_interested_reason && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('banks.not_interested_reason', { reason: banking.not_interested_reason })}
            </Text>
          )}
          <Text size="sm">{t('banks.not_interested_body')}</Text>
          <Anchor
            component={Link}
            to={routeUrl(language, { name: 'Dashboard', params: { company_id: String(companyId) } })}
            size="sm"
            fw={600}
          >
            {t('banks.go_home')}
          </Anchor>
        </Stack>
      </Alert>
    );
  return null;
}

/**
 * dashboard/{company_id}/banks (Banks): Forja's partner banks from the catalogue — what each is, asks and costs
 * — to choose one (then its page, with the business information form), or to say no with an optional reason.
 */
export function BanksPage() {
  const { t } = useTranslation('banks');
  useDocumentTitle(t('banks.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const loaded = useLoaderData<CompanyPageData>();
  const company = useCompany(loaded.company);
  const banking = useCompanyBanking(company.id);
  const choose = useChooseBank(company.id);
  const [confirming, setConfirming] = useState(false);

  const chooseBank = (key: string) =>
    choose.mutate(key, {
      onSuccess: () => void navigate(paths.partnerBank(language, company.id, key)),
      onError: showError,
    });

  const data = banking.data;
  const status = data?.referral?.status ?? null;
  const chooseRefusal = data ? bankReferralRefusal('choose', status, data.information_complete) : null;
  const mayDecline =
    data && !data.not_interested && !data.account
      ? bankReferralRefusal('not_interested', status, data.information_complete) === null
      : false;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('banks.title')}
        </Title>
        <Text c="gray.7" mt={4} maw={720}>
          {t('banks.intro')}
        </Text>
      </div>
      {!data ? (
        <BankingPending failed={banking.isError} onRetry={() => void banking.refetch()} />
      ) : (
        <>
          <CurrentState banking={data} companyId={company.id} />
          <FormedOnlineDeedNote company={company} />
          {data.banks.length === 0 ? (
            <Card withBorder radius="md" padding="lg">
              <Stack gap={4}>
                <Title order={2} fz="lg">
                  {t('banks.empty_title')}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('banks.empty_body')}
                </Text>
              </Stack>
            </Card>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              {data.banks.map((bank) => {
                const mine = data.referral?.bank_key === bank.key ? data.referral : null;
                const detailsUrl = paths.partnerBank(language, company.id, bank.key);
                const canChoose = chooseRefusal === null && !(mine && mine.status === 'chosen');
                return (
                  <PartnerBankCard
                    key={bank.key}
                    bank={bank}
                    language={language}
                    badge={mine ? <ReferralBadge status={mine.status} /> : undefined}
                    actions={
                      <>
                        {canChoose && (
                          <Button
                            onClick={() => chooseBank(bank.key)}
                            loading={choose.isPending && choose.variables === bank.key}
                            disabled={choose.isPending && choose.variables !== bank.key}
                            mih={44}
                          >
                            {t('banks.choose', { bank: bank.name })}
                          </Button>
                        )}
                        <Button
                          component={Link}
                          to={detailsUrl}
                          variant={canChoose ? 'subtle' : 'light'}
                          mih={44}
                        >
                          {mine ? t('banks.see_application') : t('banks.details')}
                        </Button>
                      </>
                    }
                  />
                );
              })}
            </SimpleGrid>
          )}
          {mayDecline && (
            <Card withBorder radius="md" padding="md" bg="gray.0">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" maw={560}>
                  {t('banks.decline_prompt')}
                </Text>
                <Button variant="default" onClick={() => setConfirming(true)} mih={44}>
                  {t('banks.not_interested')}
                </Button>
              </Group>
            </Card>
          )}
          <NotInterestedDialog
            companyId={company.id}
            opened={confirming}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </Stack>
  );
}

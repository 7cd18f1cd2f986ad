import { bankKeySchema, type Company } from '@forja/contracts';
import { bankReferralOpen, companyFacts, type Language } from '@forja/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { routeUrl } from '../../../config/paths';
import { businessInformationQueryOptions } from '../../../features/banks/api/business-information';
import { companyBankingQueryOptions } from '../../../features/banks/api/get-company-banking';
import { usdRateQueryOptions } from '../../../features/banks/api/usd-rate';
import { queryClient } from '../../../lib/query-client';
import { loaderLanguage } from '../../guards';
import { loadCompanyPage, type CompanyPageData } from '../../company-page';
import { nextStepUrl } from '../payment/payment-loaders';

export type PartnerBankData = CompanyPageData & { bankKey: string };

/** The company has come far enough for a bank referral (the domain's bankReferralOpen). */
export function referralOpen(company: Company): boolean {
  return bankReferralOpen(company, companyFacts(company));
}

export function banksUrl(language: Language, companyId: number): string {
  return routeUrl(language, { name: 'Banks', params: { company_id: String(companyId) } });
}

/**
 * The workspace's guard, then the bank step's: a company whose referral is not open yet goes where the
 * redirect order (resolveNextRoute) sends it — never an error page. resolveNextRoute only answers Banks once
 * the referral is open, so this cannot loop.
 */
async function loadOpenBanks(args: LoaderFunctionArgs): Promise<CompanyPageData | Response> {
  const data = await loadCompanyPage(args);
  if (!referralOpen(data.company))
    return redirect(nextStepUrl(loaderLanguage(args.request), data.user, data.company));
  return data;
}

/** dashboard/{id}/banks: the catalogue and the company's choice, fetched alongside (a failure shows a retry). */
export async function banksLoader(args: LoaderFunctionArgs) {
  const data = await loadOpenBanks(args);
  if (data instanceof Response) return data;
  await queryClient.prefetchQuery(companyBankingQueryOptions(data.company.id));
  return data;
}

/**
 * banks/{id}/{bank_key}: a bank of the catalogue (or the company's own bank); any other key goes to Banks. The
 * business information and the dollar rate load alongside.
 */
export async function partnerBankLoader(args: LoaderFunctionArgs) {
  const data = await loadOpenBanks(args);
  if (data instanceof Response) return data;
  const language = loaderLanguage(args.request);
  const bankKey = bankKeySchema.safeParse(args.params.bank_key);
  if (!bankKey.success) return redirect(banksUrl(language, data.company.id));
  const companyId = data.company.id;
  void queryClient.prefetchQuery(usdRateQueryOptions());
  const [banking] = await Promise.all([
    queryClient.fetchQuery(companyBankingQueryOptions(companyId)).catch(() => null),
    queryClient.prefetchQuery(businessInformationQueryOptions(companyId)),
  ]);
  if (
    banking &&
    !banking.banks.some((bank) => bank.key === bankKey.data) &&
    banking.referral?.bank_key !== bankKey.data
  )
    return redirect(banksUrl(language, companyId));
  return { ...data, bankKey: bankKey.data } satisfies PartnerBankData;
}

/**
 * dashboard/{id}/bank: only once the bank opened the account; before that, Banks when the referral is open,
 * else where the redirect order says. When the referral cannot be read, the profile's banking_services decides.
 */
export async function bankLoader(args: LoaderFunctionArgs) {
  const data = await loadCompanyPage(args);
  const language = loaderLanguage(args.request);
  const banking = await queryClient.fetchQuery(companyBankingQueryOptions(data.company.id)).catch(() => null);
  const opened = banking
    ? banking.account !== null
    : data.company.banking_services.some((service) => service.status === 'opened');
  if (!opened)
    return redirect(
      referralOpen(data.company)
        ? banksUrl(language, data.company.id)
        : nextStepUrl(language, data.user, data.company),
    );
  return data;
}

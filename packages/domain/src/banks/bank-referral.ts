import type { BankReferralStatus } from '@forja/contracts';
import type { CompanyFacts } from '../onboarding/company-facts';

/**
 * The bank referral opens once the company exists on paper: the articles are signed by every partner, the
 * certified copy (testimonio) is uploaded, or it was delivered (the same moment as the redirect order's step
 * 11, for every company: the step itself only sends legal-representation companies that are not Amazon
 * customers there, but any formed company may open an account through Forja).
 */
export function bankReferralOpen(
  company: { testimony: boolean },
  facts: Pick<CompanyFacts, 'completeFirms' | 'deliveryCompleted'>,
): boolean {
  return company.testimony || facts.completeFirms || facts.deliveryCompleted;
}

export type BankReferralAct = 'choose' | 'not_interested' | 'send' | 'open' | 'decline';
export type BankReferralRefusal =
  | 'bank_referral_already_sent'
  | 'bank_referral_missing'
  | 'bank_referral_not_sent'
  | 'bank_referral_answered'
  | 'company_data_banking';

/**
 * Whether an act on the referral is allowed from where it stands (null: no referral yet), or the code that
 * refuses it. The founder chooses (or changes the bank, or says no) until Forja sends the referral, and again
 * once the bank declined; an operator sends a chosen referral whose business information is complete, and
 * records the bank's answer (opened or declined) on a sent one.
 */
export function bankReferralRefusal(
  act: BankReferralAct,
  status: BankReferralStatus | null,
  informationComplete: boolean,
): BankReferralRefusal | null {
  switch (act) {
    case 'choose':
    case 'not_interested':
      return status === 'sent' || status === 'opened' ? 'bank_referral_already_sent' : null;
    case 'send':
      if (status === null) return 'bank_referral_missing';
      if (status !== 'chosen')
        return status === 'sent' ? 'bank_referral_already_sent' : 'bank_referral_answered';
      return informationComplete ? null : 'company_data_banking';
    case 'open':
    case 'decline':
      if (status === null) return 'bank_referral_missing';
      if (status === 'chosen') return 'bank_referral_not_sent';
      return status === 'sent' ? null : 'bank_referral_answered';
  }
}

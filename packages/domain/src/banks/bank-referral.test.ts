import type { BankReferralStatus } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { bankReferralOpen, bankReferralRefusal, type BankReferralAct } from './bank-referral';

describe('bankReferralOpen', () => {
  const none = { completeFirms: false, deliveryCompleted: false };
  it.each([
    ['nothing signed yet', { testimony: false }, none, false],
    ['the testimonio uploaded', { testimony: true }, none, true],
    ['every partner signed', { testimony: false }, { ...none, completeFirms: true }, true],
    ['the copy delivered', { testimony: false }, { ...none, deliveryCompleted: true }, true],
  ])('%s: %s', (_, company, facts, open) => {
    expect(bankReferralOpen(company, facts)).toBe(open);
  });
});

describe('bankReferralRefusal', () => {
  it.each<[BankReferralAct, BankReferralStatus | null, boolean, string | null]>([
    ['choose', null, false, null],
    ['choose', 'chosen', false, null],
    ['choose', 'declined', true, null],
    ['choose', 'sent', true, 'bank_referral_already_sent'],
    ['choose', 'opened', true, 'bank_referral_already_sent'],
    ['not_interested', 'chosen', false, null],
    ['not_interested', 'sent', true, 'bank_referral_already_sent'],
    ['send', null, true, 'bank_referral_missing'],
    ['send', 'chosen', false, 'company_data_banking'],
    ['send', 'chosen', true, null],
    ['send', 'sent', true, 'bank_referral_already_sent'],
    ['send', 'opened', true, 'bank_referral_answered'],
    ['send', 'declined', true, 'bank_referral_answered'],
    ['open', null, true, 'bank_referral_missing'],
    ['open', 'chosen', true, 'bank_referral_not_sent'],
    ['open', 'sent', true, null],
    ['open', 'opened', true, 'bank_referral_answered'],
    ['decline', 'sent', true, null],
    ['decline', 'declined', true, 'bank_referral_answered'],
  ])('%s from %s (information complete: %s) → %s', (act, status, complete, refusal) => {
    expect(bankReferralRefusal(act, status, complete)).toBe(refusal);
  });
});

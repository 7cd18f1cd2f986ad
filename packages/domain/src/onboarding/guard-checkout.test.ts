import type { Company } from '@forja/contracts';
import { describe, expect, it } from 'vitest';
import { makeCompany, order, subscription } from '../testing/fixtures';
import { guardCheckout } from './guard-checkout';

const unpaid = { orders: [] };
const amazon = { amazon_customer: true };
const lr = { legal_representation: true };

describe('guardCheckout', () => {
  it.each<[string, Partial<Company>, string, string | null]>([
    // 1. A pending order with no complete one
    [
      'pending order on the advance checkout',
      { orders: [order('pending')] },
      'CheckoutAdvance',
      'PaymentStatus',
    ],
    [
      'pending order on the Amazon checkout',
      { ...amazon, orders: [order('pending')] },
      'CheckoutAmazon',
      'PaymentStatus',
    ],
    ['pending order on Checkout', { orders: [order('pending')] }, 'Checkout', 'PaymentStatus'],
    [
      'pending and complete orders: rule 1 does not apply',
      { orders: [order('pending'), order('complete')] },
      'CheckoutAdvance',
      null,
    ],
    ['awaiting checkout is not pending', { orders: [order('awaiting_checkout')] }, 'CheckoutAdvance', null],
    // 2. The checkout that matches the flags
    ['Amazon on its checkout', { ...amazon, ...unpaid }, 'CheckoutAmazon', null],
    ['Amazon on the advance checkout', { ...amazon, ...unpaid }, 'CheckoutAdvance', 'CheckoutAmazon'],
    [
      'Amazon with LR on the representation checkout',
      { ...amazon, ...lr, ...unpaid },
      'CheckoutRepresentation',
      'CheckoutAmazon',
    ],
    ['LR on its checkout', { ...lr, ...unpaid }, 'CheckoutRepresentation', null],
    ['LR on the Amazon checkout', { ...lr, ...unpaid }, 'CheckoutAmazon', 'CheckoutRepresentation'],
    ['neither on the advance checkout', unpaid, 'CheckoutAdvance', null],
    ['neither on the representation checkout', unpaid, 'CheckoutRepresentation', 'CheckoutAdvance'],
    // 3. The extras
    ['Checkout for an Amazon customer', amazon, 'Checkout', 'PaymentStatus'],
    ['CheckoutAccountant for an LR company', lr, 'CheckoutAccountant', 'PaymentStatus'],
    [
      'Checkout once the complement is paid',
      { orders: [order('complete', ['Complemento Acta Constitutiva'])] },
      'Checkout',
      'PaymentStatus',
    ],
    [
      'CheckoutAccountant once the commissary is paid',
      { subscriptions: [subscription('active', ['Servicio de Comisario'])] },
      'CheckoutAccountant',
      'PaymentStatus',
    ],
    [
      'Checkout with the complement only pending',
      { orders: [order('complete'), order('pending', ['Complemento Acta Constitutiva'])] },
      'Checkout',
      null,
    ],
    ['CheckoutAccountant otherwise', {}, 'CheckoutAccountant', null],
    // Not a checkout route
    ['PaymentStatus is not guarded here', { orders: [order('pending')] }, 'PaymentStatus', null],
    ['Dashboard is not guarded here', amazon, 'Dashboard', null],
  ])('%s', (_label, overrides, routeName, expected) => {
    const result = guardCheckout(makeCompany({ id: 12, ...overrides }), routeName);
    expect(result).toEqual(expected === null ? null : { name: expected, params: { company_id: '12' } });
  });
});

import { makeCompany, order, subscription } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { buyOption, serviceStatus } from './services';

const commissary = { item_name: 'Servicio de Comisario' };

describe('serviceStatus', () => {
  it.each([
    ['no order carries it', makeCompany({ orders: [order('complete', ['Constitución'])] }), null],
    [
      'a complete order carries it',
      makeCompany({ orders: [order('complete', ['Servicio de Comisario'])] }),
      'contracted',
    ],
    [
      'an active subscription carries it, names compared without case or accents',
      makeCompany({ orders: [], subscriptions: [subscription('active', ['servicio de comisario '])] }),
      'contracted',
    ],
    [
      'a pending order carries it',
      makeCompany({ orders: [order('pending', ['Servicio de Comisario'])] }),
      'pending',
    ],
    [
      'a past-due subscription carries it',
      makeCompany({ orders: [], subscriptions: [subscription('past_due', ['Servicio de Comisario'])] }),
      'pending',
    ],
    [
      'only a cancelled order carries it',
      makeCompany({ orders: [order('cancelled', ['Servicio de Comisario'])] }),
      null,
    ],
  ] as const)('%s', (_name, company, expected) => {
    expect(serviceStatus(company, commissary)).toBe(expected);
  });
});

describe('buyOption: where Buy leads on the Services page', () => {
  const paid = makeCompany({ id: 4, orders: [order('complete', ['Constitución de sociedad'])] });
  const unpaid = makeCompany({ id: 4, orders: [] });
  const paying = makeCompany({ id: 4, orders: [order('pending', ['Constitución de sociedad'])] });
  const amazon = makeCompany({ id: 4, amazon_customer: true, orders: [order('complete', ['Paquete'])] });
  const catalogue = { packages: [] };

  it.each([
    [
      'the complement, paid company',
      paid,
      'complemento_acta',
      { kind: 'link', href: '/es/payment/4/checkout' },
    ],
    ['the commissary service', paid, 'commissary_service', { kind: 'link', href: '/es/payment/4/checkout' }],
    ['the accountant', paid, 'accountant', { kind: 'link', href: '/es/payment/4/checkout_accountant' }],
    ['pre-funding', paid, 'pre_funding', { kind: 'link', href: '/es/payment/4/checkout_pre_funding' }],
    ['the RNIE', paid, 'rnie_registration', { kind: 'link', href: '/es/payment/4/payment_info_rnie' }],
    ['a main package, unpaid', unpaid, 'formation', { kind: 'link', href: '/es/payment/4' }],
    [
      'a main package, unpaid Amazon customer',
      makeCompany({ id: 4, amazon_customer: true, orders: [] }),
      'amazon_seller',
      { kind: 'link', href: '/es/payment/4/checkout_amazon' },
    ],
    ['another main package once paid', paid, 'formation_representation', { kind: 'hidden' }],
    [
      'an extra while the incorporation payment is pending',
      paying,
      'accountant',
      {
        kind: 'blocked',
        reason: 'payment_pending',
      },
    ],
    [
      'an extra the Amazon package does not sell online',
      amazon,
      'complemento_acta',
      {
        kind: 'blocked',
        reason: 'not_online',
      },
    ],
    ['a product no checkout sells', paid, 'custom_product', { kind: 'blocked', reason: 'not_online' }],
  ] as const)('%s', (_name, company, product, expected) => {
    expect(buyOption('es', company, catalogue, product)).toEqual(expected);
  });

  it('reads the incorporation packages from the catalogue too', () => {
    const withPackage = {
      packages: [
        {
          key: 'x',
          product: 'startup_pack',
          legal_representation: null,
          amazon_customer: false,
          includes: [],
        },
      ],
    };
    expect(buyOption('en', paid, withPackage, 'startup_pack')).toEqual({ kind: 'hidden' });
    expect(buyOption('en', unpaid, withPackage, 'startup_pack')).toEqual({
      kind: 'link',
      href: '/en/payment/4',
    });
  });

  it('offers an unpaid company only the package that fits it', () => {
    const packages = {
      packages: [
        { key: 'a', product: 'formation', legal_representation: false, amazon_customer: false, includes: [] },
        {
          key: 'b',
          product: 'formation_representation',
          legal_representation: true,
          amazon_customer: false,
          includes: [],
        },
        {
          key: 'c',
          product: 'amazon_seller',
          legal_representation: null,
          amazon_customer: true,
          includes: [],
        },
      ],
    };
    const represented = makeCompany({ id: 4, legal_representation: true, orders: [] });
    expect(buyOption('es', represented, packages, 'formation_representation')).toEqual({
      kind: 'link',
      href: '/es/payment/4/checkout_representation',
    });
    expect(buyOption('es', represented, packages, 'formation')).toEqual({ kind: 'hidden' });
    expect(buyOption('es', represented, packages, 'amazon_seller')).toEqual({ kind: 'hidden' });
    const seller = makeCompany({ id: 4, amazon_customer: true, legal_representation: true, orders: [] });
    expect(buyOption('es', seller, packages, 'amazon_seller')).toEqual({
      kind: 'link',
      href: '/es/payment/4/checkout_amazon',
    });
    expect(buyOption('es', seller, packages, 'formation_representation')).toEqual({ kind: 'hidden' });
  });

  it('prefers the package made for the answer to one offered to both, as the checkout does', () => {
    const packages = {
      packages: [
        {
          key: 'both',
          product: 'formation',
          legal_representation: null,
          amazon_customer: false,
          includes: [],
        },
        {
          key: 'own',
          product: 'formation_representation',
          legal_representation: true,
          amazon_customer: false,
          includes: [],
        },
      ],
    };
    const represented = makeCompany({ id: 4, legal_representation: true, orders: [] });
    expect(buyOption('es', represented, packages, 'formation')).toEqual({ kind: 'hidden' });
    expect(buyOption('es', represented, packages, 'formation_representation')).toEqual({
      kind: 'link',
      href: '/es/payment/4/checkout_representation',
    });
  });
});

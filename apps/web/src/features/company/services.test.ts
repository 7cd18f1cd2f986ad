import { makeCompany, order, subscription } from '@forja/domain/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { formatCentavos, priceLines, serviceStatus } from './services';

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

describe('money', () => {
  it('formats centavos as MXN and puts IVA apart', () => {
    expect(formatCentavos(1_250_000)).toBe('$12,500.00');
    expect(priceLines(350_000, 1600)).toEqual({
      subtotal: 350_000,
      iva: 56_000,
      total: 406_000,
      ivaPercent: 16,
    });
    expect(priceLines(999, 1600).iva).toBe(160);
  });
});

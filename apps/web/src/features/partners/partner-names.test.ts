import { describe, expect, it } from 'vitest';
import { accountNamesOf } from './partner-names';

const partner = (name: string | null, extra: object = {}) => ({
  name,
  first_name: null,
  last_name: null,
  is_moral_person: false,
  ...extra,
});

describe('accountNamesOf', () => {
  it.each([
    [partner('Luis Pérez'), 'Luis', 'Pérez'],
    [partner('  Ana   María López '), 'Ana María', 'López'],
    [partner('María José López Ruiz'), 'María José', 'López Ruiz'],
    [partner('Cher'), 'Cher', ''],
    [partner(null), '', ''],
    [partner('Luis Pérez', { first_name: 'Luis', last_name: null }), 'Luis', ''],
    [partner('Tiendas del Norte SA de CV', { is_moral_person: true }), '', ''],
  ])('%j → %j %j', (record, firstNames, lastNames) => {
    expect(accountNamesOf(record)).toEqual({ firstNames, lastNames });
  });
});

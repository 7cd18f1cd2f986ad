import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@forja/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE } from './catalogue.data';
import { NAMED_PRODUCTS, orderProductNames, productName } from './product-names';

/** The web app's names of the products (workspace.json `services.products`), per language. */
function webNames(language: string): Record<string, { name: string }> {
  const file = new URL(`../../../../web/src/locales/${language}/workspace.json`, import.meta.url);
  return (
    JSON.parse(readFileSync(file, 'utf8')) as { services: { products: Record<string, { name: string }> } }
  ).services.products;
}

describe('product names in e-mails, the checkout page and receipts', () => {
  it('name every product of the catalogue as the web app does, in each language', () => {
    expect([...NAMED_PRODUCTS].sort()).toEqual(
      DEFAULT_CATALOGUE.products.map((product) => product.key).sort(),
    );
    for (const language of LANGUAGES) {
      const web = webNames(language);
      for (const key of NAMED_PRODUCTS)
        expect(orderProductNames(language, key, ['item']), `${language} ${key}`).toEqual([web[key]?.name]);
    }
  });

  it("fall back to the order's items for a product a deployment's catalogue added", () => {
    expect(orderProductNames('en', 'notary_fees', ['Honorarios notariales'])).toEqual([
      'Honorarios notariales',
    ]);
    expect(orderProductNames('en', null, ['Constitución de sociedad'])).toEqual(['Constitución de sociedad']);
  });

  it('name a product by its key, and by the name it was bought under when the key is unknown', () => {
    expect(productName('en', 'commissary_service', 'Servicio de Comisario')).toBe('Commissary service');
    expect(productName('zh_cn', 'commissary_service', 'Servicio de Comisario')).toBe('监事服务');
    expect(productName('en', 'notary_fees', 'Honorarios notariales')).toBe('Honorarios notariales');
    expect(productName('en', 'constructor', 'Constitución')).toBe('Constitución');
    expect(productName('en', null, 'Constitución')).toBe('Constitución');
  });
});

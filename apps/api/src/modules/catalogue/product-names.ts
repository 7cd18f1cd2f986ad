import type { Language } from '@forja/domain';

/**
 * What Forja sells, by catalogue key, as the web app names it (workspace.json `services.products`): an
 * e-mail, the sandbox's checkout page and the PDF receipt name a purchase in their reader's language, not by
 * the Spanish item name the order carries (the guards read that one, and the CFDI prints it).
 */
const PRODUCT_NAMES: Record<Language, Record<string, string>> = {
  es: {
    formation: 'Constitución de sociedad',
    formation_representation: 'Constitución con representación legal',
    amazon_seller: 'Paquete vendedor Amazon',
    complemento_acta: 'Complemento del acta constitutiva',
    commissary_service: 'Servicio de comisario',
    accountant: 'Servicio de contabilidad',
    pre_funding: 'Aportación previa de capital',
    rnie_registration: 'Inscripción en el RNIE',
  },
  en: {
    formation: 'Company formation',
    formation_representation: 'Formation with legal representation',
    amazon_seller: 'Amazon seller package',
    complemento_acta: 'Articles of incorporation add-on',
    commissary_service: 'Commissary service',
    accountant: 'Accounting service',
    pre_funding: 'Initial capital contribution',
    rnie_registration: 'RNIE registration',
  },
  zh_cn: {
    formation: '公司成立',
    formation_representation: '成立公司并提供法定代表',
    amazon_seller: '亚马逊卖家套餐',
    complemento_acta: '公司章程补充',
    commissary_service: '监事服务',
    accountant: '记账服务',
    pre_funding: '预先出资',
    rnie_registration: 'RNIE 登记',
  },
};

/** The catalogue keys named in every language. */
export const NAMED_PRODUCTS = Object.keys(PRODUCT_NAMES.es);

/**
 * What an order bought, in the reader's language: its product's name, or, for a product a deployment's own
 * catalogue added (CATALOGUE_FILE), the item names it was bought under.
 */
export function orderProductNames(
  language: Language,
  productKey: string | null,
  items: readonly string[],
): readonly string[] {
  const name = productName(language, productKey, '');
  return name ? [name] : items;
}

/**
 * A catalogue product in the reader's language, or `fallback` (the Spanish item name it was bought under) for a
 * product a deployment's own catalogue added (CATALOGUE_FILE) or an unknown key.
 */
export function productName(
  language: Language,
  productKey: string | null | undefined,
  fallback: string,
): string {
  const names = PRODUCT_NAMES[language];
  return productKey && Object.hasOwn(names, productKey) ? (names[productKey] ?? fallback) : fallback;
}

/** The IVA line of a checkout or a receipt, at its percent (16), in the reader's language. */
export function ivaLineName(language: Language, percent: number | string): string {
  switch (language) {
    case 'en':
      return `VAT (IVA, ${percent} %)`;
    case 'zh_cn':
      return `IVA（增值税，${percent} %）`;
    default:
      return `IVA (${percent} %)`;
  }
}

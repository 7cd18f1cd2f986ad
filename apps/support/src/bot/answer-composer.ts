import type { Catalogue, SupportLanguage } from '@forja/contracts';
import { formatMoney, ivaPercent, priceLines } from '@forja/domain';

/**
 * Writes an answer from the knowledge for one question: the facts the knowledge keeps outside its text
 * (prices, from the catalogue the checkout charges) are filled in, and an opening "Sí." / "No." that belongs
 * to the question an entry was written for is never returned for another question.
 */

const PLACEHOLDER = /\{\{price:([a-z_]+)\}\}/g;

/** Pesos as the checkout writes them (the domain's formatMoney), without cents when there are none, and MXN. */
function amount(centavos: number): string {
  return `${formatMoney(centavos, { wholeUnits: centavos % 100 === 0 })} MXN`;
}

const PRICE_WORDING: Record<SupportLanguage, (net: string, gross: string, yearly: boolean) => string> = {
  es: (net, gross, yearly) => `${net} más IVA${yearly ? ' al año' : ''} (${gross} con IVA)`,
  en: (net, gross, yearly) => `${net} plus IVA${yearly ? ' a year' : ''} (${gross} with IVA)`,
  zh_cn: (net, gross, yearly) => `${yearly ? '每年 ' : ''}${net}（不含增值税 IVA；含税 ${gross}）`,
};

/** A product's price as the checkout shows it: before IVA, and with IVA; null for an unknown product. */
export function priceText(
  catalogue: Catalogue,
  productKey: string,
  language: SupportLanguage,
): string | null {
  const product = catalogue.products.find((candidate) => candidate.key === productKey);
  if (!product) return null;
  const lines = priceLines(product.price_centavos, catalogue.iva_basis_points);
  return PRICE_WORDING[language](
    amount(lines.subtotal_centavos),
    amount(lines.total_centavos),
    product.recurring === 'year',
  );
}

export class UnknownPlaceholderError extends Error {
  override name = 'UnknownPlaceholderError';
}

/** The placeholders an answer uses, for checking the knowledge against the catalogue. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

/** Fills the price placeholders of an answer; a product the catalogue lacks is an error of the knowledge. */
export function fillFacts(text: string, language: SupportLanguage, catalogue: Catalogue): string {
  return text.replace(PLACEHOLDER, (_match, key: string) => {
    const price = priceText(catalogue, key, language);
    if (price === null) throw new UnknownPlaceholderError(`no product ${key} in the catalogue`);
    return price;
  });
}

const YES_NO_OPENING = /^(?:s[ií]|no|yes|是的?|不是|可以|不可以|不行)\s*[.,!:;。，！：；]\s*/iu;

/** Drops a bare yes/no at the start of an answer, keeping the fact that follows it. */
export function withoutYesNoOpening(answer: string): string {
  const rest = answer.replace(YES_NO_OPENING, '');
  if (rest === answer || rest === '') return answer;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function composeAnswer(answer: string, language: SupportLanguage, catalogue: Catalogue): string {
  return withoutYesNoOpening(fillFacts(answer, language, catalogue));
}

const MENTIONS_IVA = /\b(iva|vat)\b|增值税/i;
/** "10,000", "10 000", "$10000.50", "20k" — an amount in a message; a rate ("16 %") is not one. */
const AMOUNT =
  /\$?\s?(\d{1,3}(?:[,\s.]\d{3})+|\d+)(?:[.,](\d{1,2}))?\s?(k|mil|千)?(?!\d|\s?(?:%|％|por ?ciento|percent))/giu;

/**
 * How a message says an amount stands to IVA: including it ("9,280 con IVA incluido", "incl. VAT", "含税") or
 * before it ("10,000 + IVA", "sin IVA", "不含税"). The phrase nearest the amount is the one about it.
 */
const IVA_INCLUDED: Record<SupportLanguage, RegExp> = {
  es: /\b(con (el )?iva( incluido)?|iva incluido|incluye (el )?iva|ya (trae|tiene|incluye) (el )?iva)\b/giu,
  en: /\b(incl(\.|uding|udes)? (iva|vat|tax)|(iva|vat|tax) included|with (iva|vat|tax))\b/giu,
  zh_cn: /((?<!不)含税|(?<!不)含增值税|包含增值税|包括增值税|(?<!不)含 ?IVA)/giu,
};
const IVA_EXCLUDED: Record<SupportLanguage, RegExp> = {
  es: /(\bsin (el )?iva\b|\bmas iva\b|\+ ?iva\b|\bantes de(l)? iva\b)/giu,
  en: /(\bplus (iva|vat|tax)\b|\+ ?(iva|vat)\b|\bbefore (iva|vat|tax)\b|\bwithout (iva|vat|tax)\b|\bexcl(\.|uding)? (iva|vat|tax)\b)/giu,
  zh_cn: /(不含税|不含增值税|税前|加增值税|\+ ?IVA)/giu,
};

/** Whether the IVA phrase nearest the amount at [start, end) says the amount includes IVA. */
function amountIncludesIva(message: string, language: SupportLanguage, start: number, end: number): boolean {
  const distance = (match: RegExpMatchArray) => {
    const from = match.index ?? 0;
    const to = from + match[0].length;
    return to <= start ? start - to : from >= end ? from - end : 0;
  };
  const nearest = (pattern: RegExp) => Math.min(Infinity, ...[...message.matchAll(pattern)].map(distance));
  return nearest(IVA_INCLUDED[language]) < nearest(IVA_EXCLUDED[language]);
}

/**
 * A question that asks the IVA of an amount ("me cobra 10,000 + iva, cuánto es?"): worked out at the rate
 * the checkout charges (the catalogue's). An amount said to include IVA is split into the amount before IVA
 * and its IVA. Null when the message names no IVA or no amount.
 */
export function ivaCalculation(
  message: string,
  language: SupportLanguage,
  catalogue: Catalogue,
): string | null {
  if (!MENTIONS_IVA.test(message)) return null;
  const match = [...message.matchAll(AMOUNT)][0];
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/[,\s.]/g, ''));
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  const thousands = match[3] ? 1000 : 1;
  const netCentavos = (whole * 100 + cents) * thousands;
  if (!Number.isSafeInteger(netCentavos) || netCentavos < 100) return null;
  const rate = `${ivaPercent(catalogue.iva_basis_points)} %`;
  const start = match.index ?? 0;
  if (amountIncludesIva(message, language, start, start + match[0].length)) {
    // The amount is the total: before IVA is total ÷ (1 + rate), to the centavo; the IVA is the rest.
    const totalCentavos = netCentavos;
    const before = Math.round((totalCentavos * 10_000) / (10_000 + catalogue.iva_basis_points));
    const [gross, net, iva] = [totalCentavos, before, totalCentavos - before].map(amount);
    const included: Record<SupportLanguage, string> = {
      es: `${gross} con IVA incluido son ${net} antes de IVA más ${iva} de IVA (${rate}).`,
      en: `${gross} including IVA is ${net} before IVA plus ${iva} of IVA (${rate} VAT).`,
      zh_cn: `含增值税 ${gross} 即不含税 ${net}，加增值税（IVA，${rate}）${iva}。`,
    };
    return included[language];
  }
  const lines = priceLines(netCentavos, catalogue.iva_basis_points);
  const [net, iva, total] = [lines.subtotal_centavos, lines.iva_centavos, lines.total_centavos].map(amount);
  const wording: Record<SupportLanguage, string> = {
    es: `El IVA (${rate}) de ${net} es ${iva}; el total con IVA es ${total}.`,
    en: `The IVA (${rate} VAT) on ${net} is ${iva}; the total with IVA is ${total}.`,
    zh_cn: `${net} 的增值税（IVA，${rate}）为 ${iva}，含税总额为 ${total}。`,
  };
  // "Is the 24,900 with IVA?": an amount that is one of the catalogue's prices is a price before IVA.
  if (!catalogue.products.some((product) => product.price_centavos === netCentavos)) return wording[language];
  const beforeIva: Record<SupportLanguage, string> = {
    es: `${net} es uno de nuestros precios antes de IVA (más IVA): con IVA pagas ${total}.`,
    en: `${net} is one of our prices before IVA (plus IVA): with IVA you pay ${total}.`,
    zh_cn: `${net} 是我们不含增值税（IVA）的价格：含税需支付 ${total}。`,
  };
  return `${beforeIva[language]} ${wording[language]}`;
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { money, quotedList } from './document-names';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type PaymentFailedInput = TransactionalMailBase & {
  /** What the order buys, by the catalogue's names. */
  items: readonly string[];
  totalCentavos: number;
};

function copy(language: Language, input: PaymentFailedInput) {
  const items = quotedList(language, input.items);
  const total = money(input.totalCentavos);
  const company = input.companyName;
  return {
    es: {
      subject: `Tu ficha de OXXO para ${company} venció sin pago`,
      what: `La ficha de OXXO de ${total} por ${items} para ${company} venció sin que la tienda nos confirmara el pago.`,
      next: 'Tu pedido sigue abierto: puedes pagarlo con tarjeta o con una ficha nueva.',
      paid: 'Si sí pagaste en la tienda, escríbenos desde la ayuda en Forja y ten a la mano tu ticket.',
      action: 'Pagar ahora',
    },
    en: {
      subject: `Your OXXO voucher for ${company} expired unpaid`,
      what: `The OXXO voucher of ${total} for ${items} for ${company} expired before the store confirmed a payment.`,
      next: 'Your order is still open: you can pay it by card or with a new voucher.',
      paid: 'If you did pay at the store, write to us from the help in Forja and keep your receipt at hand.',
      action: 'Pay now',
    },
    zh_cn: {
      subject: `${company} 的 OXXO 付款单已过期，未收到付款`,
      what: `${company} 的 OXXO（便利店现金付款）付款单（${total}，用于 ${items}）已过期，门店没有向我们确认付款。`,
      next: '您的订单仍然有效：可以用银行卡支付，或生成新的付款单。',
      paid: '如果您确实已在门店付款，请通过 Forja 中的帮助联系我们，并准备好您的小票。',
      action: '立即付款',
    },
  }[language];
}

/**
 * A payment did not arrive: the OXXO voucher expired before the store confirmed it. Links to the checkout
 * that sells the order's product, where it can be paid again.
 */
export async function paymentFailedEmail(input: PaymentFailedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = copy(input.language, input);
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.what}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.what}</Paragraph>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
      <Muted>{text.paid}</Muted>
    </ForjaEmail>,
  );
}

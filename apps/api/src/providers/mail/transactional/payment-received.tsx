/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { money, quotedList } from './document-names';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type PaymentReceivedInput = TransactionalMailBase & {
  /** How it was paid: by card at checkout, or in cash at an OXXO store with a voucher. */
  method: 'card' | 'oxxo';
  /** What the order bought, named in the reader's language (orderProductNames). */
  items: readonly string[];
  subtotalCentavos: number;
  ivaCentavos: number;
  totalCentavos: number;
  /** The card's last four digits, when the provider told them. */
  cardLast4: string | null;
};

function copy(language: Language, input: PaymentReceivedInput) {
  const items = quotedList(language, input.items);
  const total = money(input.totalCentavos);
  const company = input.companyName;
  const lines = {
    es: `Subtotal: ${money(input.subtotalCentavos)} · IVA: ${money(input.ivaCentavos)} · Total: ${total}`,
    en: `Subtotal: ${money(input.subtotalCentavos)} · VAT (IVA): ${money(input.ivaCentavos)} · Total: ${total}`,
    zh_cn: `小计：${money(input.subtotalCentavos)} · 增值税（IVA）：${money(input.ivaCentavos)} · 合计：${total}`,
  }[language];
  const card = input.cardLast4;
  if (language === 'es') {
    return {
      subject:
        input.method === 'oxxo'
          ? `Recibimos tu pago en OXXO para ${company}`
          : `Recibimos tu pago para ${company}`,
      paid:
        input.method === 'oxxo'
          ? `OXXO nos confirmó tu pago en efectivo de ${total} por ${items} para ${company}.`
          : `Recibimos tu pago de ${total} con tarjeta${card ? ` terminada en ${card}` : ''} por ${items} para ${company}.`,
      lines,
      receipt: 'Tu recibo ya está en Forja, listo para descargar.',
      action: 'Ver mi recibo',
    };
  }
  if (language === 'en') {
    return {
      subject:
        input.method === 'oxxo'
          ? `We received your OXXO payment for ${company}`
          : `We received your payment for ${company}`,
      paid:
        input.method === 'oxxo'
          ? `OXXO confirmed your cash payment of ${total} for ${items} for ${company}.`
          : `We received your card payment${card ? ` (card ending in ${card})` : ''} of ${total} for ${items} for ${company}.`,
      lines,
      receipt: 'Your receipt is in Forja, ready to download.',
      action: 'See my receipt',
    };
  }
  return {
    subject: input.method === 'oxxo' ? `我们已收到 ${company} 的 OXXO 付款` : `我们已收到 ${company} 的付款`,
    paid:
      input.method === 'oxxo'
        ? `OXXO（便利店现金付款）已向我们确认：您为 ${company} 支付了现金 ${total}，用于 ${items}。`
        : `我们已收到您${card ? `用尾号 ${card} 的银行卡` : '用银行卡'}为 ${company} 支付的 ${total}，用于 ${items}。`,
    lines,
    receipt: '您的收据已在 Forja 中，可以下载。',
    action: '查看收据',
  };
}

/** A payment arrived: by card at checkout, or the cash an OXXO store confirmed. Links to the receipts page. */
export async function paymentReceivedEmail(input: PaymentReceivedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = copy(input.language, input);
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.paid}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.paid}</Paragraph>
      <Muted>{text.lines}</Muted>
      <Paragraph>{text.receipt}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { money } from './document-names';
import { Facts, ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type CfdiIssuedInput = TransactionalMailBase & {
  /** The folio fiscal: the UUID of the SAT stamp. */
  uuid: string;
  /** The receipt the CFDI is for (2026-000042). */
  receiptNumber: string;
  totalCentavos: number;
  /** In whose name: the buyer's legal name and RFC. */
  legalName: string;
  rfc: string;
  /** A test CFDI (the sandbox, or a provider's test mode): it says it has no fiscal validity. */
  test: boolean;
  /** Sent to the billing data's e-mail rather than to the account's: the footer says why. */
  toBillingEmail: boolean;
};

function copy(language: Language, input: CfdiIssuedInput) {
  const total = money(input.totalCentavos);
  const company = input.companyName;
  return {
    es: {
      subject: `Emitimos tu factura electrónica (CFDI) de Forja para ${company}`,
      issued: `Emitimos tu CFDI por ${total} del recibo ${input.receiptNumber} de ${company}, a nombre de ${input.legalName}.`,
      facts: [
        ['Folio fiscal (UUID):', input.uuid],
        ['RFC:', input.rfc],
      ] as const,
      download: 'Descarga el XML en Facturas y recibos, en Forja.',
      test: 'Este CFDI es de prueba (sandbox), sin validez fiscal.',
      why: `Te escribimos porque esta dirección es el correo de facturación de ${company} en Forja.`,
      action: 'Ver mi CFDI',
    },
    en: {
      subject: `We issued your Forja electronic invoice (CFDI) for ${company}`,
      issued: `We issued your CFDI for ${total} for receipt ${input.receiptNumber} of ${company}, in the name of ${input.legalName}.`,
      facts: [
        ['Tax folio (UUID):', input.uuid],
        ['RFC (tax ID):', input.rfc],
      ] as const,
      download: 'Download the XML from Invoices and receipts in Forja.',
      test: 'This is a test (sandbox) CFDI, without fiscal validity.',
      why: `You're getting this because this address is the billing email of ${company} in Forja.`,
      action: 'See my CFDI',
    },
    zh_cn: {
      subject: `我们已为 ${company} 开具 Forja 电子发票（CFDI）`,
      issued: `我们已为 ${company} 的收据 ${input.receiptNumber}（${total}）开具 CFDI，抬头为 ${input.legalName}。`,
      facts: [
        ['税务编号（UUID）：', input.uuid],
        ['RFC（墨西哥税号）：', input.rfc],
      ] as const,
      download: '请在 Forja 的“发票与收据”中下载 XML。',
      test: '这是测试（沙盒）CFDI，不具有税务效力。',
      why: `您收到这封邮件，是因为此地址是 ${company} 在 Forja 的开票邮箱。`,
      action: '查看我的 CFDI',
    },
  }[language];
}

/** A bill's CFDI was stamped: its folio fiscal, and a link to the Invoices page where its XML downloads. */
export async function cfdiIssuedEmail(input: CfdiIssuedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = copy(input.language, input);
  return renderEmail(
    text.subject,
    <ForjaEmail
      appLink={link}
      language={input.language}
      preview={text.issued}
      {...(input.toBillingEmail ? { why: text.why } : {})}
    >
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.issued}</Paragraph>
      <Facts rows={text.facts} />
      {input.test && <Paragraph>{text.test}</Paragraph>}
      <Muted>{text.download}</Muted>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

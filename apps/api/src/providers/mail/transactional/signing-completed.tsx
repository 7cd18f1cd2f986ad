/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { partnerWhy } from './signing-copy';

export type SigningCompletedInput = TransactionalMailBase & {
  /**
   * Where the reader finds the signed documents: the company's Documents page (an account), or their own act
   * link (a partner without an account).
   */
  via: 'documents' | 'act_link';
  /**
   * An S.A.S. (formed online): the legal signature is still to come, each shareholder's e.firma in the
   * Secretaría de Economía's system once Forja has entered the articles there.
   */
  formsOnline: boolean;
};

/**
 * Every partner signed the articles of incorporation: to the founder and every partner. The signed articles
 * and the signature's audit certificate are in Documents; what comes next (the notary, or for an S.A.S. the
 * Secretaría de Economía's system, where each shareholder signs with their e.firma) is Forja's to arrange, so
 * the e-mail promises no date, only that the team will write.
 */
export async function signingCompletedEmail(input: SigningCompletedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const byLink = input.via === 'act_link';
  const text = {
    es: {
      subject: `Todos los socios firmaron el acta constitutiva de ${company}`,
      done: `Todos los socios firmaron el acta constitutiva de ${company}.`,
      where: byLink
        ? 'Puedes descargar el acta constitutiva firmada y el certificado de auditoría de la firma (quién firmó y cuándo) desde tu enlace.'
        : 'El acta constitutiva firmada y el certificado de auditoría de la firma (quién firmó y cuándo) ya están en Documentos.',
      next: input.formsOnline
        ? 'Sigue la firma legal de la S.A.S.: el equipo de Forja captura el acta en el sistema de la Secretaría de Economía y cada accionista la firma ahí con su e.firma vigente. Ten tu e.firma a la mano; te escribiremos para contarte cómo sigue.'
        : 'El equipo de Forja se encarga del siguiente paso y te escribirá para contarte cómo sigue.',
      action: byLink ? 'Ver el acta firmada' : 'Ir a mis documentos',
    },
    en: {
      subject: `Every partner has signed the articles of incorporation of ${company}`,
      done: `Every partner has signed the articles of incorporation of ${company}.`,
      where: byLink
        ? 'You can download the signed articles of incorporation and the signature audit certificate (who signed and when) from your link.'
        : 'The signed articles of incorporation and the signature audit certificate (who signed and when) are in Documents.',
      next: input.formsOnline
        ? "The S.A.S.'s legal signature comes next: Forja's team enters the articles in the Secretaría de Economía's system, and each shareholder signs them there with their valid e.firma. Keep your e.firma at hand; we will write to you about how it goes."
        : "Forja's team takes the next step from here and will write to you about how it goes.",
      action: byLink ? 'See the signed articles' : 'Go to my documents',
    },
    zh_cn: {
      subject: `所有合伙人都已签署 ${company} 的公司章程`,
      done: `所有合伙人都已签署 ${company} 的公司章程（acta constitutiva）。`,
      where: byLink
        ? '您可以通过您的专属链接下载已签署的公司章程和电子签名审计证书（记录谁在何时签署）。'
        : '已签署的公司章程和电子签名审计证书（记录谁在何时签署）已放在“文件”页面中。',
      next: input.formsOnline
        ? '接下来是 S.A.S. 的法定签署：Forja 团队将章程录入经济部（Secretaría de Economía）的系统，每位股东须在该系统中用有效的 e.firma 签署。请准备好您的 e.firma；我们会写信告诉您进展。'
        : '接下来由 Forja 团队负责下一步，并会写信告诉您进展。',
      action: byLink ? '查看已签署的公司章程' : '前往我的文件',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail
      appLink={link}
      language={input.language}
      preview={text.done}
      why={byLink ? partnerWhy(input.language, company) : undefined}
    >
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.done}</Paragraph>
      <Paragraph>{text.where}</Paragraph>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

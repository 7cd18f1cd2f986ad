/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { howSigningWorks, partnerWhy, personalLinkNote } from './signing-copy';

export type SigningReminderInput = TransactionalMailBase;

/** A partner has not signed the articles yet: a reminder to them, linking to their own signing page. */
export async function signingReminderEmail(input: SigningReminderInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const text = {
    es: {
      subject: `Falta tu firma en el acta constitutiva de ${company}`,
      missing: `El acta constitutiva de ${company} está lista para firmarse y aún falta tu firma.`,
      next: 'Cuando todos los socios firmen, el equipo de Forja se encarga del siguiente paso.',
      action: 'Firmar el acta',
    },
    en: {
      subject: `Your signature is missing on the articles of incorporation of ${company}`,
      missing: `The articles of incorporation of ${company} are ready to sign, and your signature is still missing.`,
      next: "Once every partner has signed, Forja's team takes the next step.",
      action: 'Sign the articles',
    },
    zh_cn: {
      subject: `${company} 的公司章程还缺少您的签名`,
      missing: `${company} 的公司章程（acta constitutiva）已可以签署，但还缺少您的签名。`,
      next: '所有合伙人签署后，Forja 团队会负责下一步。',
      action: '签署公司章程',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail
      appLink={link}
      language={input.language}
      preview={text.missing}
      why={partnerWhy(input.language, company)}
    >
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.missing}</Paragraph>
      <Paragraph>{howSigningWorks(input.language)}</Paragraph>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
      <Muted>{personalLinkNote(input.language)}</Muted>
    </ForjaEmail>,
  );
}

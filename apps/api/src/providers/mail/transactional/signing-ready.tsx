/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { howSigningWorks, onlineLegalSignature, partnerWhy, personalLinkNote } from './signing-copy';

export type SigningReadyInput = TransactionalMailBase & {
  /** An S.A.S.: the e-mail says the legal signature follows with each shareholder's e.firma. */
  formsOnline: boolean;
};

/**
 * Every partner acknowledged the draft: to each partner, to sign now (a code first, then the e-signature).
 * Links to the partner's own signing page (their act link).
 */
export async function signingReadyEmail(input: SigningReadyInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const text = {
    es: {
      subject: `Ya puedes firmar el acta constitutiva de ${company}`,
      ready: `Todos los socios confirmaron el proyecto de acta constitutiva de ${company}. Ya puedes firmarla.`,
      action: 'Firmar el acta',
    },
    en: {
      subject: `You can now sign the articles of incorporation of ${company}`,
      ready: `Every partner has confirmed the draft articles of incorporation of ${company}. You can sign them now.`,
      action: 'Sign the articles',
    },
    zh_cn: {
      subject: `现在可以签署 ${company} 的公司章程了`,
      ready: `所有合伙人都已确认 ${company} 的公司章程（acta constitutiva）草案。现在您可以签署了。`,
      action: '签署公司章程',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail
      appLink={link}
      language={input.language}
      preview={text.ready}
      why={partnerWhy(input.language, company)}
    >
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.ready}</Paragraph>
      <Paragraph>{howSigningWorks(input.language)}</Paragraph>
      {input.formsOnline && <Paragraph>{onlineLegalSignature(input.language)}</Paragraph>}
      <PrimaryAction language={input.language} href={link} label={text.action} />
      <Muted>{personalLinkNote(input.language)}</Muted>
    </ForjaEmail>,
  );
}

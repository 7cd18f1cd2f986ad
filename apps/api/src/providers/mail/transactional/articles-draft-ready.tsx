/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { partnerWhy, personalLinkNote } from './signing-copy';

export type ArticlesDraftReadyInput = TransactionalMailBase & {
  /** The draft's version: 1 for the first, one more for each regeneration after the data changed. */
  version: number;
};

/**
 * A new version of the draft articles of incorporation is ready: to each partner, to review it and confirm
 * it or ask for a correction. Links to the partner's own review page (their act link).
 */
export async function articlesDraftReadyEmail(input: ArticlesDraftReadyInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const version = input.version;
  const text = {
    es: {
      subject: `Revisa el proyecto de acta constitutiva de ${company}`,
      ready: `El proyecto de acta constitutiva de ${company} (versión ${version}) está listo.`,
      ask: 'Revísalo y confírmalo si está correcto, o pide una corrección si algo no coincide.',
      replaces: 'Esta versión reemplaza a la anterior: confírmala aunque ya hubieras confirmado la otra.',
      next: 'Cuando todos los socios lo confirmen, podrán firmarlo.',
      action: 'Revisar el proyecto',
    },
    en: {
      subject: `Review the draft articles of incorporation of ${company}`,
      ready: `The draft articles of incorporation of ${company} (version ${version}) are ready.`,
      ask: "Review them and confirm them if they are right, or ask for a correction if something doesn't match.",
      replaces: 'This version replaces the previous one: confirm it even if you had confirmed the other.',
      next: 'Once every partner has confirmed them, you can all sign.',
      action: 'Review the draft',
    },
    zh_cn: {
      subject: `请审阅 ${company} 的公司章程草案`,
      ready: `${company} 的公司章程（acta constitutiva）草案（第 ${version} 版）已准备好。`,
      ask: '请审阅：内容无误请确认；如有不符之处，请提出修改。',
      replaces: '此版本取代上一版本：即使您已确认过上一版本，也请再次确认。',
      next: '所有合伙人确认后，即可签署。',
      action: '审阅草案',
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
      <Paragraph>{text.ask}</Paragraph>
      {version > 1 && <Paragraph>{text.replaces}</Paragraph>}
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
      <Muted>{personalLinkNote(input.language)}</Muted>
    </ForjaEmail>,
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Paragraph, PrimaryAction, Quote } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { oneLine } from './signing-copy';

export type ArticlesCorrectionRequestedInput = TransactionalMailBase & {
  /** The partner who asked, by the name the company lists them with. */
  partnerName: string;
  /** What they asked to change, as they wrote it. */
  note: string;
};

/**
 * A partner asked for a correction of the draft articles: to the founder, with what they asked. Forja's team
 * reviews it. Links to the founder's dashboard.
 */
export async function articlesCorrectionRequestedEmail(
  input: ArticlesCorrectionRequestedInput,
): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const partner = oneLine(input.partnerName);
  const note = input.note.trim();
  const text = {
    es: {
      subject: `${partner} pidió una corrección al proyecto de acta de ${company}`,
      asked: `${partner} revisó el proyecto de acta constitutiva de ${company} y pidió una corrección:`,
      review: 'El equipo de Forja la revisa y te escribe.',
      again: 'Si el proyecto cambia, todos los socios tendrán que confirmarlo otra vez.',
      action: 'Ir a mi panel',
    },
    en: {
      subject: `${partner} asked for a correction to the draft articles of ${company}`,
      asked: `${partner} reviewed the draft articles of incorporation of ${company} and asked for a correction:`,
      review: "Forja's team reviews it and will write to you.",
      again: 'If the draft changes, every partner will have to confirm it again.',
      action: 'Go to my dashboard',
    },
    zh_cn: {
      subject: `${partner} 要求修改 ${company} 的公司章程草案`,
      asked: `${partner} 审阅了 ${company} 的公司章程（acta constitutiva）草案，并提出修改：`,
      review: 'Forja 团队会审核该修改，并写信给您。',
      again: '如果草案有变动，所有合伙人需要重新确认。',
      action: '前往控制面板',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.asked}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.asked}</Paragraph>
      {note && <Quote text={note} />}
      <Paragraph>{text.review}</Paragraph>
      <Paragraph>{text.again}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

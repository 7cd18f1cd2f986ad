/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type AllDocumentsApprovedInput = TransactionalMailBase;

/** Every document of the company passed review. Links to the dashboard, which shows what comes next. */
export async function allDocumentsApprovedEmail(input: AllDocumentsApprovedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const text = {
    es: {
      subject: `Aprobamos todos los documentos de ${company}`,
      done: `Revisamos todos los documentos de ${company} y los aprobamos.`,
      next: 'En tu panel ves en qué va tu empresa y qué sigue.',
      action: 'Ir a mi panel',
    },
    en: {
      subject: `All of ${company}'s documents are approved`,
      done: `We reviewed every document of ${company} and approved them all.`,
      next: 'Your dashboard shows where your company stands and what comes next.',
      action: 'Go to my dashboard',
    },
    zh_cn: {
      subject: `${company} 的所有文件均已批准`,
      done: `我们审核了 ${company} 的所有文件，并已全部批准。`,
      next: '您可以在控制面板中查看公司的进展和下一步。',
      action: '前往控制面板',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.done}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.done}</Paragraph>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { quoted } from './document-names';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction, Quote } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type SupportReplyInput = TransactionalMailBase & {
  /** What the request was about, as the user chose it ('Proceso y tiempos'). */
  requestType: string;
  /** What the user asked, as they wrote it. */
  question: string;
  /** The operator's reply, as they wrote it. */
  reply: string;
};

/** Forja's team answered a support request: the reply in full. Links to the company in Forja. */
export async function supportReplyEmail(input: SupportReplyInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const topic = quoted(input.language, input.requestType);
  const text = {
    es: {
      subject: `Respondimos tu solicitud: ${input.requestType}`,
      intro: `El equipo de Forja respondió tu solicitud sobre ${topic} para ${input.companyName}:`,
      asked: 'Lo que nos escribiste:',
      more: 'Si necesitas algo más, escríbenos desde la ayuda en Forja.',
      action: 'Ir a Forja',
    },
    en: {
      subject: `We answered your request: ${input.requestType}`,
      intro: `The Forja team answered your request about ${topic} for ${input.companyName}:`,
      asked: 'What you wrote to us:',
      more: 'If you need anything else, write to us from the help in Forja.',
      action: 'Go to Forja',
    },
    zh_cn: {
      subject: `我们已回复您的请求：${input.requestType}`,
      intro: `Forja 团队已回复您关于${topic}的请求（${input.companyName}）：`,
      asked: '您写给我们的内容：',
      more: '如果还需要其他帮助，请通过 Forja 中的帮助联系我们。',
      action: '前往 Forja',
    },
  }[input.language];
  const question = input.question.trim();
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={input.reply.trim().slice(0, 140)}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Quote text={input.reply} />
      {question && (
        <>
          <Muted>{text.asked}</Muted>
          <Quote text={question} />
        </>
      )}
      <Paragraph>{text.more}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

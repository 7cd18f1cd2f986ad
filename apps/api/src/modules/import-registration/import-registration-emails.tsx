/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../../providers/mail/mailer';
import {
  Facts,
  ForjaEmail,
  greeting,
  Paragraph,
  PrimaryAction,
  Quote,
} from '../../providers/mail/transactional/layout';
import type { TransactionalMailBase } from '../../providers/mail/transactional/mail-input';
import { renderEmail, requireWebLink } from '../../providers/mail/transactional/render-email';

export type ImportRegistrationMailInput = TransactionalMailBase & {
  outcome: 'registered' | 'rejected';
  /** The operator's note (the reason of a rejection). */
  note: string | null;
};

/**
 * The company's registration in the importers' register (padrón de importadores) was decided: to the founder,
 * registered (the company can import) or rejected (with the reason and what happens next).
 */
export async function importRegistrationEmail(input: ImportRegistrationMailInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const registered = input.outcome === 'registered';
  const text = {
    es: {
      subject: registered
        ? 'Tu empresa ya está en el padrón de importadores'
        : 'El SAT no aceptó el registro en el padrón de importadores',
      intro: registered
        ? 'Tu empresa quedó inscrita en el padrón de importadores del SAT: ya puede importar mercancía para tu tienda de Amazon.'
        : 'El SAT no aceptó la inscripción de tu empresa en el padrón de importadores. Esto nos dijo:',
      company: 'Empresa:',
      next: registered
        ? 'En la página de importación ves el estado del registro y lo que sigue.'
        : 'Revisa los datos en la página de importación; cuando estén listos, volvemos a presentar la solicitud. Si tienes dudas, escríbenos desde ahí.',
      action: 'Ir a importación',
    },
    en: {
      subject: registered
        ? 'Your company is now in the importers’ register'
        : 'The SAT did not accept the importers’ register filing',
      intro: registered
        ? 'Your company is now registered in the SAT’s importers’ register (padrón de importadores): it can import goods for your Amazon store.'
        : 'The SAT did not accept your company’s filing in the importers’ register (padrón de importadores). This is what we were told:',
      company: 'Company:',
      next: registered
        ? 'The import page shows the registration’s status and what comes next.'
        : 'Check the details on the import page; once they are ready, we file again. If you have questions, write to us from there.',
      action: 'Go to import',
    },
    zh_cn: {
      subject: registered ? '您的公司已进入进口商登记' : 'SAT 未接受进口商登记申请',
      intro: registered
        ? '您的公司已在 SAT（墨西哥税务管理局）的进口商登记（padrón de importadores）中登记：可以为您的亚马逊店铺进口商品了。'
        : 'SAT（墨西哥税务管理局）未接受您公司的进口商登记（padrón de importadores）申请。原因如下：',
      company: '公司：',
      next: registered
        ? '在进口页面可以查看登记状态和后续步骤。'
        : '请在进口页面核对资料；资料齐全后我们会重新提交。如有疑问，可以从那里给我们留言。',
      action: '前往进口页面',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      {input.note && <Quote text={input.note} />}
      <Facts rows={[[text.company, input.companyName]]} />
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../../providers/mail/mailer';
import {
  Facts,
  ForjaEmail,
  greeting,
  Paragraph,
  PrimaryAction,
} from '../../providers/mail/transactional/layout';
import type { TransactionalMailBase } from '../../providers/mail/transactional/mail-input';
import { renderEmail, requireWebLink } from '../../providers/mail/transactional/render-email';

export type AccountantAssignedInput = TransactionalMailBase & {
  accountant: { name: string; email: string; phone: string; professional_licence: string };
};

/** Forja assigned an accountant to the company: to the founder, with who it is and how to reach them. */
export async function accountantAssignedEmail(input: AccountantAssignedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const { accountant } = input;
  const text = {
    es: {
      subject: `Tu contador en Forja: ${accountant.name}`,
      intro: 'Asignamos un contador al servicio de contabilidad de tu empresa:',
      labels: ['Empresa:', 'Contador:', 'Correo:', 'Teléfono:', 'Cédula profesional:'],
      next: 'En la página de contabilidad ves qué necesita de tu empresa para empezar, y puedes escribirnos desde ahí.',
      action: 'Ir a contabilidad',
    },
    en: {
      subject: `Your accountant at Forja: ${accountant.name}`,
      intro: "We've assigned an accountant to your company's accounting service:",
      labels: ['Company:', 'Accountant:', 'E-mail:', 'Phone:', 'Professional licence (cédula):'],
      next: 'The accounting page shows what they need from your company to start, and you can write to us from there.',
      action: 'Go to accounting',
    },
    zh_cn: {
      subject: `您在 Forja 的会计：${accountant.name}`,
      intro: '我们已为您公司的会计服务指派了一位会计：',
      labels: ['公司：', '会计：', '电子邮件：', '电话：', '职业证书（cédula profesional）：'],
      next: '在会计页面可以看到会计开始工作需要公司提供的资料，也可以从那里给我们留言。',
      action: '前往会计页面',
    },
  }[input.language];
  const [company = '', name = '', email = '', phone = '', licence = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={`${text.intro} ${accountant.name}`}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts
        rows={[
          [company, input.companyName],
          [name, accountant.name],
          [email, accountant.email],
          [phone, accountant.phone],
          [licence, accountant.professional_licence],
        ]}
      />
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

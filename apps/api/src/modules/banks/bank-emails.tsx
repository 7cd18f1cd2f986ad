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

/** A CLABE as an e-mail may show it: the bank's three digits and the last four, the rest hidden. */
export function maskClabe(clabe: string): string {
  const digits = clabe.replace(/\D/g, '');
  if (digits.length < 8) return '•'.repeat(digits.length);
  return `${digits.slice(0, 3)} ${'•'.repeat(digits.length - 7)} ${digits.slice(-4)}`;
}

export type BankReferralSentInput = TransactionalMailBase & { bankName: string };

/** Forja sent the referral and the business information to the bank: to the founder, with what comes next. */
export async function bankReferralSentEmail(input: BankReferralSentInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = {
    es: {
      subject: `Enviamos tu solicitud a ${input.bankName}`,
      intro: `Enviamos a ${input.bankName} la solicitud de cuenta empresarial de ${input.companyName}, con la información de negocio que nos diste.`,
      next: 'El banco la revisa y puede contactarte para pedir algún documento o agendar una visita. Te escribiremos en cuanto abra la cuenta o nos dé una respuesta.',
      action: 'Ver la solicitud',
    },
    en: {
      subject: `We sent your application to ${input.bankName}`,
      intro: `We sent ${input.bankName} the business account application of ${input.companyName}, with the business information you gave us.`,
      next: 'The bank reviews it and may contact you for a document or a visit. We will write to you as soon as the account is open or the bank answers.',
      action: 'See the application',
    },
    zh_cn: {
      subject: `我们已将您的申请发送给 ${input.bankName}`,
      intro: `我们已将 ${input.companyName} 的企业账户申请连同您提供的业务信息发送给 ${input.bankName}。`,
      next: '银行会进行审核，可能会联系您补充文件或预约到访。账户开立或银行答复后，我们会立即通知您。',
      action: '查看申请',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

export type BankAccountOpenedInput = TransactionalMailBase & {
  bankName: string;
  accountHolder: string;
  /** Already masked (maskClabe): an e-mail never carries the whole CLABE. */
  maskedClabe: string;
};

/** The bank opened the company's account: to the founder, with the bank, holder and masked CLABE. */
export async function bankAccountOpenedEmail(input: BankAccountOpenedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = {
    es: {
      subject: `Tu cuenta en ${input.bankName} está abierta`,
      intro: `${input.bankName} abrió la cuenta empresarial de ${input.companyName}.`,
      labels: ['Banco:', 'Titular:', 'CLABE:'],
      next: 'En la página de tu cuenta ves la CLABE completa para copiarla y, cuando lo subamos, el contrato de la cuenta.',
      action: 'Ver mi cuenta',
    },
    en: {
      subject: `Your ${input.bankName} account is open`,
      intro: `${input.bankName} opened the business account of ${input.companyName}.`,
      labels: ['Bank:', 'Account holder:', 'CLABE:'],
      next: "Your account page shows the full CLABE to copy and, once we upload it, the account's contract.",
      action: 'See my account',
    },
    zh_cn: {
      subject: `您在 ${input.bankName} 的账户已开立`,
      intro: `${input.bankName} 已为 ${input.companyName} 开立企业账户。`,
      labels: ['银行：', '账户持有人：', 'CLABE（银行标准账号）：'],
      next: '在账户页面可以查看并复制完整的 CLABE；我们上传账户合同后，也可在那里查看。',
      action: '查看我的账户',
    },
  }[input.language];
  const [bank = '', holder = '', clabe = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts
        rows={[
          [bank, input.bankName],
          [holder, input.accountHolder],
          [clabe, input.maskedClabe],
        ]}
      />
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

export type BankReferralDeclinedInput = TransactionalMailBase & { bankName: string; note: string };

/** The bank declined the referral: to the founder, with the bank's answer and how to choose another bank. */
export async function bankReferralDeclinedEmail(input: BankReferralDeclinedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = {
    es: {
      subject: `${input.bankName} no abrió la cuenta de ${input.companyName}`,
      intro: `${input.bankName} revisó la solicitud de cuenta de ${input.companyName} y no la aprobó. Esto respondió:`,
      next: 'Puedes elegir otro banco de nuestra lista, o el mismo de nuevo cuando tengas lo que pidió. Si tienes dudas, escríbenos.',
      action: 'Elegir un banco',
    },
    en: {
      subject: `${input.bankName} did not open the account of ${input.companyName}`,
      intro: `${input.bankName} reviewed the account application of ${input.companyName} and did not approve it. Its answer:`,
      next: 'You can choose another bank from our list, or the same one again once you have what it asked for. If you have questions, write to us.',
      action: 'Choose a bank',
    },
    zh_cn: {
      subject: `${input.bankName} 未为 ${input.companyName} 开立账户`,
      intro: `${input.bankName} 审核了 ${input.companyName} 的开户申请，未予批准。银行的答复：`,
      next: '您可以从我们的列表中选择其他银行；准备好银行要求的资料后，也可以再次选择同一家银行。如有疑问，请联系我们。',
      action: '选择银行',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Quote text={input.note} />
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

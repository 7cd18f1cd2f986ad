/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { FooterLink, ForjaEmail, greeting, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

/** What a company can wait on its founder for, in the words of a reminder. */
export const REMINDER_TASKS = [
  'basic_data',
  'payment',
  'oxxo_voucher',
  'partners',
  'partners_documents',
  'banks',
] as const;
export type ReminderTask = (typeof REMINDER_TASKS)[number];

export type WeeklyReminderInput = TransactionalMailBase & {
  task: ReminderTask;
  /** Whole days the company has waited on this task. */
  days: number;
  /** The signed link that stops these reminders without signing in. */
  unsubscribeLink: string;
};

function waiting(language: Language, task: ReminderTask, company: string, days: number): string {
  if (language === 'es') {
    const since = `Desde hace ${days} días, ${company}`;
    return {
      basic_data: `${since} espera que completes sus datos básicos: a qué se dedica y sus actividades.`,
      payment: `${since} espera el pago de su constitución.`,
      oxxo_voucher: `${since} espera que pagues tu ficha de OXXO en la tienda.`,
      partners: `${since} espera que agregues a sus socios y qué parte de la empresa tiene cada uno.`,
      partners_documents: `${since} espera los documentos de sus socios, como su identificación y su comprobante de domicilio.`,
      banks: `${since} está lista para abrir su cuenta bancaria: elige uno de nuestros bancos aliados o dinos que por ahora no te interesa.`,
    }[task];
  }
  if (language === 'en') {
    const since = `For ${days} days, ${company} has been waiting`;
    return {
      basic_data: `${since} for you to complete its basic details: what it does and its activities.`,
      payment: `${since} for the payment of its formation.`,
      oxxo_voucher: `${since} for you to pay your OXXO voucher at the store.`,
      partners: `${since} for you to add its partners and how much of the company each one holds.`,
      partners_documents: `${since} for its partners' documents, such as their ID and proof of address.`,
      banks: `${since} to open its bank account: choose one of our partner banks, or tell us you are not interested for now.`,
    }[task];
  }
  const since = `${company} 已经等了 ${days} 天，`;
  return {
    basic_data: `${since}需要您填写公司的基本信息：公司做什么以及经营活动。`,
    payment: `${since}需要您支付公司设立的费用。`,
    oxxo_voucher: `${since}需要您到门店支付 OXXO（便利店现金付款）付款单。`,
    partners: `${since}需要您添加合伙人，并说明每人持有公司的多少份额。`,
    partners_documents: `${since}需要合伙人的文件，例如身份证件和地址证明。`,
    banks: `${since}可以开立银行账户了：请选择一家合作银行，或告诉我们暂不需要。`,
  }[task];
}

const TEXT = {
  es: {
    subject: (company: string) => `${company} espera un paso tuyo`,
    next: 'Cuando esté listo, tu empresa pasa al siguiente paso.',
    actions: {
      basic_data: 'Completar los datos',
      payment: 'Ir al pago',
      oxxo_voucher: 'Ver mi ficha',
      partners: 'Agregar socios',
      partners_documents: 'Subir documentos',
      banks: 'Elegir banco',
    },
    often: 'Te lo recordamos como mucho una vez por semana mientras tu empresa espera algo de ti.',
    stop: 'No quiero más recordatorios',
  },
  en: {
    subject: (company: string) => `${company} is waiting on you`,
    next: 'Once it is done, your company moves on to the next step.',
    actions: {
      basic_data: 'Complete the details',
      payment: 'Go to payment',
      oxxo_voucher: 'See my voucher',
      partners: 'Add partners',
      partners_documents: 'Upload documents',
      banks: 'Choose a bank',
    },
    often: 'We remind you at most once a week while your company is waiting on you.',
    stop: 'Stop these reminders',
  },
  zh_cn: {
    subject: (company: string) => `${company} 正在等您完成一步`,
    next: '完成后，您的公司将进入下一步。',
    actions: {
      basic_data: '填写信息',
      payment: '前往付款',
      oxxo_voucher: '查看付款单',
      partners: '添加合伙人',
      partners_documents: '上传文件',
      banks: '选择银行',
    },
    often: '在公司等待您操作期间，我们每周最多提醒您一次。',
    stop: '不再接收这些提醒',
  },
} as const;

/**
 * The weekly reminder to a founder whose company has waited on them for a week: what it waits on, a link to
 * the page where it is done, and a link that stops these reminders.
 */
export async function weeklyReminderEmail(input: WeeklyReminderInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const unsubscribe = requireWebLink(input.unsubscribeLink);
  const text = TEXT[input.language];
  const line = waiting(input.language, input.task, input.companyName, input.days);
  return renderEmail(
    text.subject(input.companyName),
    <ForjaEmail
      appLink={link}
      language={input.language}
      preview={line}
      footer={<FooterLink text={text.often} href={unsubscribe} label={text.stop} />}
    >
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{line}</Paragraph>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.actions[input.task]} />
    </ForjaEmail>,
  );
}

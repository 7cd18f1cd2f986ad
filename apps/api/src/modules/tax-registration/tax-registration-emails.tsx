/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Link } from '@react-email/link';
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

const STATUS_NAMES = {
  es: { active: 'Activo', suspended: 'Suspendido', cancelled: 'Cancelado' },
  en: { active: 'Active', suspended: 'Suspended', cancelled: 'Cancelled' },
  zh_cn: { active: '有效', suspended: '暂停', cancelled: '已注销' },
} as const;

/** The register status as the reader's language says it (the SAT's word in Spanish). */
export function statusName(language: TransactionalMailBase['language'], status: string | null): string {
  const names: Record<string, string> = STATUS_NAMES[language];
  return (status && names[status]) ?? status ?? '';
}

export type RfcRecordedInput = TransactionalMailBase & {
  rfc: string;
  status: string | null;
  /**
   * The e-mailed booking page of the e.firma appointment (redirect_call/{token_data}); null when Forja gets the
   * e.firma itself, as the legal representative the company hired (nothing for the founder to book).
   */
  bookingLink: string | null;
};

/**
 * Forja recorded the company's RFC: to the founder, with the link that books the e.firma appointment and the
 * SAT page (company_fiels) that says what to bring; or, when Forja is the legal representative that gets the
 * e.firma, that there is nothing to book.
 */
export async function rfcRecordedEmail(input: RfcRecordedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const booking = input.bookingLink === null ? null : requireWebLink(input.bookingLink);
  const text = {
    es: {
      subject: `Tu empresa ya tiene RFC: ${input.rfc}`,
      intro: 'Registramos en Forja el RFC de tu empresa, como aparece en su constancia de situación fiscal:',
      labels: ['Empresa:', 'RFC:', 'Estatus en el padrón:'],
      next: 'El siguiente paso es la e.firma de la empresa: reserva la cita en el SAT para el representante legal.',
      action: 'Reservar la cita en el SAT',
      bring: 'Qué debe llevar el representante legal a la cita:',
      by_forja:
        'El siguiente paso es la e.firma de la empresa: como su representante legal, Forja la tramita en el SAT; no tienes que reservar cita ni llevar nada. Te escribimos en cuanto esté lista.',
      follow: 'Sigue el trámite en',
      sat_page: 'la página del SAT de tu empresa',
    },
    en: {
      subject: `Your company has its RFC: ${input.rfc}`,
      intro:
        "We've recorded your company's RFC in Forja, as its tax status certificate (constancia de situación fiscal) shows it:",
      labels: ['Company:', 'RFC:', 'Register status:'],
      next: "The next step is the company's e.firma: book the SAT appointment for the legal representative.",
      action: 'Book the SAT appointment',
      bring: 'What the legal representative must bring:',
      by_forja:
        "The next step is the company's e.firma: as its legal representative, Forja gets it at the SAT; you don't need to book an appointment or bring anything. We'll write to you as soon as it's ready.",
      follow: 'Follow it on',
      sat_page: "your company's SAT page",
    },
    zh_cn: {
      subject: `您的公司已取得 RFC：${input.rfc}`,
      intro: '我们已在 Forja 中登记了您公司的 RFC（与其税务状况证明 constancia de situación fiscal 一致）：',
      labels: ['公司：', 'RFC：', '登记状态：'],
      next: '下一步是公司的 e.firma：请为法定代表人预约 SAT。',
      action: '预约 SAT',
      bring: '法定代表人需要携带的材料：',
      by_forja:
        '下一步是公司的 e.firma：Forja 作为公司的法定代表人在 SAT 为其办理；您无需预约，也无需携带任何材料。办好后我们会立即写信通知您。',
      follow: '办理进度见',
      sat_page: '公司的 SAT 页面',
    },
  }[input.language];
  const [companyLabel = '', rfcLabel = '', statusLabel = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts
        rows={[
          [companyLabel, input.companyName],
          [rfcLabel, input.rfc],
          [statusLabel, statusName(input.language, input.status)],
        ]}
      />
      {booking === null ? (
        <Paragraph>
          {text.by_forja} {text.follow} <Link href={link}>{text.sat_page}</Link>.
        </Paragraph>
      ) : (
        <>
          <Paragraph>{text.next}</Paragraph>
          <PrimaryAction language={input.language} href={booking} label={text.action} />
          <Paragraph>
            {text.bring} <Link href={link}>{text.sat_page}</Link>
          </Paragraph>
        </>
      )}
    </ForjaEmail>,
  );
}

export type EfirmaObtainedInput = TransactionalMailBase & {
  rfc: string | null;
  /**
   * Forja obtained it, as the legal representative the company hired (the domain's efirmaByForja): its files and
   * password stay with Forja, and the founder receives none.
   */
  byForja: boolean;
};

/**
 * The company's e.firma was obtained: to the founder, linking to the SAT page. The founder whose own
 * representative went to the SAT is told to keep its files and password safe; when Forja obtained it, that
 * Forja keeps them and there is nothing for them to keep.
 */
export async function efirmaObtainedEmail(input: EfirmaObtainedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = {
    es: {
      subject: 'Tu empresa ya tiene su e.firma',
      intro: input.byForja
        ? 'Como representante legal de tu empresa, Forja obtuvo en el SAT la e.firma de la empresa.'
        : 'Registramos que el representante legal obtuvo en el SAT la e.firma de tu empresa.',
      labels: ['Empresa:', 'RFC:'],
      keep: input.byForja
        ? 'Los archivos de la e.firma (.cer y .key) y su contraseña los resguarda Forja como representante legal de tu empresa: no te enviamos archivos ni tienes que guardar nada.'
        : 'Guarda los archivos de la e.firma (.cer y .key) y su contraseña en un lugar seguro: con ellos la empresa firma y presenta sus trámites ante el SAT.',
      action: 'Ver el SAT de mi empresa',
    },
    en: {
      subject: 'Your company has its e.firma',
      intro: input.byForja
        ? "As your company's legal representative, Forja obtained the company's e.firma at the SAT."
        : "We've recorded that the legal representative obtained your company's e.firma at the SAT.",
      labels: ['Company:', 'RFC:'],
      keep: input.byForja
        ? "Forja keeps the e.firma's files (.cer and .key) and its password as your company's legal representative: we don't send you any files, and you have nothing to keep."
        : "Keep the e.firma's files (.cer and .key) and its password somewhere safe: the company signs and files with the SAT using them.",
      action: "See my company's SAT page",
    },
    zh_cn: {
      subject: '您的公司已取得 e.firma',
      intro: input.byForja
        ? 'Forja 作为您公司的法定代表人，已在 SAT 为公司取得了 e.firma。'
        : '我们已登记法定代表人在 SAT 为您的公司取得了 e.firma。',
      labels: ['公司：', 'RFC：'],
      keep: input.byForja
        ? 'e.firma 文件（.cer 和 .key）及其密码由 Forja 作为您公司的法定代表人保管：我们不会向您发送文件，您也无需保管任何东西。'
        : '请妥善保管 e.firma 文件（.cer 和 .key）及其密码：公司在 SAT 签署和办理手续都需要它们。',
      action: '查看我公司的 SAT 页面',
    },
  }[input.language];
  const [companyLabel = '', rfcLabel = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts
        rows={[
          [companyLabel, input.companyName],
          [rfcLabel, input.rfc ?? ''],
        ]}
      />
      <Paragraph>{text.keep}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

export type RfcCorrectedInput = TransactionalMailBase & { rfc: string; status: string | null };

/**
 * Forja corrected the company's RFC or its register status: to the founder, so the RFC e-mailed before is
 * not the one they keep using; links to the SAT page.
 */
export async function rfcCorrectedEmail(input: RfcCorrectedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const text = {
    es: {
      subject: `Corregimos el RFC de tu empresa: ${input.rfc}`,
      intro:
        'Corregimos en Forja el RFC de tu empresa o su estatus en el padrón. Estos son los datos correctos; usa estos y no los del correo anterior:',
      labels: ['Empresa:', 'RFC:', 'Estatus en el padrón:'],
      action: 'Ver el SAT de mi empresa',
    },
    en: {
      subject: `We corrected your company's RFC: ${input.rfc}`,
      intro:
        "We've corrected your company's RFC or its register status in Forja. These are the right details; use them, not the ones in our earlier e-mail:",
      labels: ['Company:', 'RFC:', 'Register status:'],
      action: "See my company's SAT page",
    },
    zh_cn: {
      subject: `我们已更正您公司的 RFC：${input.rfc}`,
      intro:
        '我们已在 Forja 中更正了您公司的 RFC 或其登记状态。以下是正确的信息，请以此为准，而不是之前邮件中的信息：',
      labels: ['公司：', 'RFC：', '登记状态：'],
      action: '查看我公司的 SAT 页面',
    },
  }[input.language];
  const [companyLabel = '', rfcLabel = '', statusLabel = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts
        rows={[
          [companyLabel, input.companyName],
          [rfcLabel, input.rfc],
          [statusLabel, statusName(input.language, input.status)],
        ]}
      />
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

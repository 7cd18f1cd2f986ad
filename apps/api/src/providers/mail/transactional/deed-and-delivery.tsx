/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatZonedDate, type Language } from '@forja/domain';
import { Link } from '@react-email/link';
import type { MailContent } from '../mailer';
import { Facts, ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

/**
 * The deed and the delivery of its certified copy (testimonio), to the founder: the deed was recorded before
 * the notary, the copy was shipped (carrier, tracking number and the carrier's page), the copy was delivered.
 * Each links to the founder's dashboard; the deed and the shipping to the company's record (dashboard/{id}/detail),
 * where the shipping address is given and the delivery card shows the same.
 */

/** A calendar day (YYYY-MM-DD) as the language writes it: 14/11/2026, 11/14/2026, 2026/11/14. */
export function calendarDay(language: Language, day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  // A day, not an instant: read at noon UTC and written in UTC, it is that day whatever the zone.
  return formatZonedDate(language, date, { day: '2-digit', month: '2-digit', year: 'numeric' }, 'UTC');
}

const CARRIERS: Record<string, string> = {
  dhl: 'DHL',
  fedex: 'FedEx',
  estafeta: 'Estafeta',
  ups: 'UPS',
  correos_de_mexico: 'Correos de México',
};

/** A carrier's name as people know it; `other` reads as "the courier" in the language. */
export function carrierName(language: Language, carrier: string): string {
  return CARRIERS[carrier] ?? { es: 'Paquetería', en: 'Courier', zh_cn: '快递公司' }[language];
}

export type DeedRecordedInput = TransactionalMailBase & {
  /** Null for a company formed online (S.A.S.): its registration in the Secretaría de Economía's system. */
  notaryNumber: number | null;
  notaryName: string | null;
  notaryCity: string | null;
  deedNumber: string;
  /** YYYY-MM-DD */
  deedDate: string;
  /** The founder has already given the shipping address. */
  hasAddress: boolean;
};

/** The layout both record e-mails share: what was done, its facts, what comes next and one action. */
function recordedEmail(
  input: DeedRecordedInput,
  link: string,
  text: { subject: string; done: string; rows: [string, string][]; then: string[]; action: string },
): Promise<MailContent> {
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.done}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.done}</Paragraph>
      <Facts rows={text.rows} />
      {text.then.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/**
 * An S.A.S. was registered in the Secretaría de Economía's electronic system (no notary): who did what (the
 * partners signed in Forja, Forja entered the articles in the SE's system, each shareholder signed there with
 * their e.firma: decision 020), the number and date of its articles there, and what comes next (its documents,
 * then the RFC).
 */
async function onlineRegistrationEmail(input: DeedRecordedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const date = calendarDay(input.language, input.deedDate);
  const text = {
    es: {
      subject: `${company} ya está inscrita en el Registro Público de Comercio`,
      done: `${company} quedó inscrita en el Registro Público de Comercio. Forja capturó en el sistema de la Secretaría de Economía el acta que los socios firmaron en Forja, cada accionista la firmó ahí con su e.firma y el sistema inscribió a la empresa. Una S.A.S. no pasa por notario.`,
      labels: ['Acta en el sistema de la SE:', 'Fecha:'],
      next: 'Subiremos a Documentos el acta constitutiva y la boleta de inscripción que emite el sistema. Lo que sigue es el RFC de la empresa, que Forja tramita ante el SAT.',
      action: 'Ver mi panel',
    },
    en: {
      subject: `${company} is now registered in the Public Registry of Commerce`,
      done: `${company} is registered in the Public Registry of Commerce. Forja entered the articles the partners signed in Forja in the Secretaría de Economía's system, each shareholder signed them there with their e.firma, and the system registered the company. An S.A.S. does not go through a notary.`,
      labels: ['Articles in the SE system:', 'Date:'],
      next: "We'll add the articles of incorporation and the registration slip the system issues to Documents. Next comes the company's RFC, which Forja obtains from the SAT.",
      action: 'Go to my dashboard',
    },
    zh_cn: {
      subject: `${company} 已在商业公共登记处登记`,
      done: `${company} 已在商业公共登记处登记。Forja 将合伙人在 Forja 签署的公司章程录入经济部（SE）电子系统，每位股东在该系统中用各自的 e.firma 签署，系统随即登记了公司。S.A.S. 无需经过公证人。`,
      labels: ['经济部系统中的章程编号：', '日期：'],
      next: '我们会把系统出具的公司章程和登记凭证上传到“文件”页面。下一步是公司的 RFC，由 Forja 向 SAT 办理。',
      action: '前往我的控制面板',
    },
  }[input.language];
  const [numberLabel = '', dateLabel = ''] = text.labels;
  return recordedEmail(input, link, {
    ...text,
    rows: [
      [numberLabel, input.deedNumber],
      [dateLabel, date],
    ],
    then: [text.next],
  });
}

/**
 * The notarial deed of the incorporation was recorded: which notary, which deed, and what comes next; for an
 * S.A.S., its registration in the Secretaría de Economía's system.
 */
export async function deedRecordedEmail(input: DeedRecordedInput): Promise<MailContent> {
  if (input.notaryNumber === null) return onlineRegistrationEmail(input);
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const notary = `${input.notaryNumber} — ${input.notaryName} (${input.notaryCity})`;
  const date = calendarDay(input.language, input.deedDate);
  const text = {
    es: {
      subject: `${company} ya tiene escritura pública`,
      done: `El notario asentó la escritura pública de ${company}.`,
      labels: ['Notaría:', 'Escritura:', 'Fecha:'],
      next: 'Cuando el notario expida el testimonio (la copia certificada de la escritura), lo subiremos a Documentos y te enviaremos el original por paquetería.',
      address: input.hasAddress
        ? 'Ya tenemos tu dirección de envío; puedes cambiarla en tu panel hasta que salga el paquete.'
        : 'Danos desde tu panel la dirección a la que te lo enviamos y quién lo recibe.',
      action: input.hasAddress ? 'Ver la dirección de envío' : 'Dar dirección de envío',
    },
    en: {
      subject: `${company} now has its public deed`,
      done: `The notary has recorded the public deed of ${company}.`,
      labels: ['Notary:', 'Deed:', 'Date:'],
      next: "Once the notary issues the certified copy of the deed (testimonio), we'll add it to Documents and ship you the original by courier.",
      address: input.hasAddress
        ? 'We have your shipping address; you can change it on your dashboard until the parcel leaves.'
        : 'Give us the address to ship it to, and who receives it, on your dashboard.',
      action: input.hasAddress ? 'See the shipping address' : 'Give a shipping address',
    },
    zh_cn: {
      subject: `${company} 的公证契据已完成`,
      done: `公证人已完成 ${company} 的公证契据（escritura pública）。`,
      labels: ['公证处：', '契据编号：', '日期：'],
      next: '公证人出具公证副本（testimonio）后，我们会将其上传到“文件”页面，并通过快递把原件寄给您。',
      address: input.hasAddress
        ? '我们已有您的收件地址；在包裹寄出前，您可以在控制面板中修改。'
        : '请在控制面板中告诉我们收件地址和收件人。',
      action: input.hasAddress ? '查看收件地址' : '填写收件地址',
    },
  }[input.language];
  const [notaryLabel = '', deedLabel = '', dateLabel = ''] = text.labels;
  return recordedEmail(input, link, {
    ...text,
    rows: [
      [notaryLabel, notary],
      [deedLabel, input.deedNumber],
      [dateLabel, date],
    ],
    then: [text.next, text.address],
  });
}

export type TestimonyShippedInput = TransactionalMailBase & {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page, when Forja knows it. */
  trackingUrl: string | null;
  /** The address as one line. */
  address: string;
};

/** The certified copy left by courier: carrier, tracking number, where to follow it, and to where. */
export async function testimonyShippedEmail(input: TestimonyShippedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const tracking = input.trackingUrl ? requireWebLink(input.trackingUrl) : null;
  const carrier = carrierName(input.language, input.carrier);
  const company = input.companyName;
  const text = {
    es: {
      subject: `Enviamos el testimonio de ${company}`,
      done: `El testimonio de la escritura de ${company} ya va en camino.`,
      labels: ['Paquetería:', 'Número de guía:', 'Dirección:'],
      follow: tracking
        ? `Puedes seguir el envío en la página de ${carrier}:`
        : 'Pregunta por el envío a la paquetería con el número de guía.',
      sign: 'Quien lo reciba tendrá que firmar de recibido. Cuando llegue, lo verás como entregado en tu panel.',
      action: 'Ver el envío en mi panel',
    },
    en: {
      subject: `We've shipped the certified copy of ${company}'s deed`,
      done: `The certified copy of ${company}'s deed (testimonio) is on its way.`,
      labels: ['Courier:', 'Tracking number:', 'Address:'],
      follow: tracking
        ? `You can follow it on ${carrier}'s page:`
        : 'Ask the courier about the parcel with the tracking number.',
      sign: 'Whoever receives it will sign for it. Once it arrives, your dashboard shows it as delivered.',
      action: 'See the delivery on my dashboard',
    },
    zh_cn: {
      subject: `我们已寄出 ${company} 的公证副本`,
      done: `${company} 契据的公证副本（testimonio）已寄出。`,
      labels: ['快递公司：', '运单号：', '地址：'],
      follow: tracking ? `您可以在 ${carrier} 的页面上跟踪：` : '请凭运单号向快递公司查询包裹。',
      sign: '收件人需要签收。送达后，您的控制面板会显示为已送达。',
      action: '在控制面板中查看快递',
    },
  }[input.language];
  const [carrierLabel = '', trackingLabel = '', addressLabel = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.done}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.done}</Paragraph>
      <Facts
        rows={[
          [carrierLabel, carrier],
          [trackingLabel, input.trackingNumber],
          [addressLabel, input.address],
        ]}
      />
      <Paragraph>
        {text.follow}
        {tracking && (
          <>
            {' '}
            <Link href={tracking} style={{ wordBreak: 'break-all' }}>
              {tracking}
            </Link>
          </>
        )}
      </Paragraph>
      <Muted>{text.sign}</Muted>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

export type TestimonyDeliveredInput = TransactionalMailBase;

/** The certified copy reached the founder's address. */
export async function testimonyDeliveredEmail(input: TestimonyDeliveredInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const text = {
    es: {
      subject: `Entregamos el testimonio de ${company}`,
      done: `La paquetería entregó el testimonio de la escritura de ${company} en la dirección que nos diste.`,
      keep: 'Guárdalo en un lugar seguro: es el original que te pedirán el banco, el SAT y cualquier notario.',
      action: 'Ver mi panel',
    },
    en: {
      subject: `The certified copy of ${company}'s deed has been delivered`,
      done: `The courier delivered the certified copy of ${company}'s deed (testimonio) to the address you gave us.`,
      keep: 'Keep it somewhere safe: it is the original that banks, the SAT and any notary will ask you for.',
      action: 'Go to my dashboard',
    },
    zh_cn: {
      subject: `${company} 的公证副本已送达`,
      done: `快递公司已将 ${company} 契据的公证副本（testimonio）送到您提供的地址。`,
      keep: '请妥善保管：银行、SAT 和任何公证人都会要求查看这份原件。',
      action: '前往我的控制面板',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.done}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.done}</Paragraph>
      <Paragraph>{text.keep}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { Facts, ForjaEmail, greeting, Paragraph, PrimaryAction, Quote } from './layout';
import { renderEmail, requireWebLink } from './render-email';

export type PrivacyRequestDecidedInput = {
  language: Language;
  /** The person's first name; blank greets without a name. */
  name: string;
  kind: 'rectification' | 'opposition' | 'cancellation';
  outcome: 'resolved' | 'rejected';
  /** The team's note, as they wrote it. */
  note: string;
  /** When the request was made, as the reader's date (e.g. 26/11/2026). */
  requestedOn: string;
  /** The account page, where the person sees their requests. */
  link: string;
};

/**
 * The id of the account page's privacy-requests section title (apps/web's privacy-requests-section.tsx), so the
 * button lands on the section that lists the requests.
 */
const PRIVACY_REQUESTS_ANCHOR = 'privacy-requests-title';

const KINDS = {
  es: { rectification: 'rectificación', opposition: 'oposición', cancellation: 'cancelación' },
  en: { rectification: 'rectification', opposition: 'opposition', cancellation: 'cancellation' },
  zh_cn: { rectification: '更正', opposition: '反对', cancellation: '注销' },
} as const;

/** Forja answered a privacy (ARCO) request: resolved or rejected, with the team's note, in the reader's language. */
export async function privacyRequestDecidedEmail(input: PrivacyRequestDecidedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const requestsLink = new URL(link);
  requestsLink.hash = PRIVACY_REQUESTS_ANCHOR;
  const kind = KINDS[input.language][input.kind];
  const resolved = input.outcome === 'resolved';
  const text = {
    es: {
      subject: resolved
        ? `Atendimos tu solicitud de ${kind} de datos personales`
        : `Respuesta a tu solicitud de ${kind} de datos personales`,
      intro: resolved
        ? `Atendimos tu solicitud de ${kind} de tus datos personales. Esta es la respuesta de nuestro equipo:`
        : `Revisamos tu solicitud de ${kind} de tus datos personales y no podemos atenderla. Esta es la razón:`,
      requested: 'Solicitud del',
      more: 'Puedes ver tus solicitudes, y hacer una nueva, en tu cuenta, en «Corregir tus datos u oponerte a un uso».',
      action: 'Ver mis solicitudes',
    },
    en: {
      subject: resolved
        ? `We handled your personal data ${kind} request`
        : `An answer to your personal data ${kind} request`,
      intro: resolved
        ? `We handled your request for ${kind} of your personal data. This is our team's answer:`
        : `We reviewed your request for ${kind} of your personal data and cannot grant it. This is why:`,
      requested: 'Requested on',
      more: 'You can see your requests, and make a new one, in your account under "Correct your data or object to a use".',
      action: 'See my requests',
    },
    zh_cn: {
      subject: resolved ? `我们已处理您的个人数据${kind}申请` : `关于您的个人数据${kind}申请的答复`,
      intro: resolved
        ? `我们已处理您关于个人数据${kind}的申请。以下是我们团队的答复：`
        : `我们已审核您关于个人数据${kind}的申请，但无法予以受理。原因如下：`,
      requested: '申请日期',
      more: '您可以在账户的“更正您的数据或反对某项使用”部分查看您的申请或提交新的申请。',
      action: '查看我的申请',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={input.note.trim().slice(0, 140)}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Quote text={input.note} />
      <Facts rows={[[text.requested, input.requestedOn]]} />
      {/* A cancelled account cannot sign in: only the other kinds are pointed at the account page. */}
      {input.kind !== 'cancellation' && (
        <>
          <Paragraph>{text.more}</Paragraph>
          <PrimaryAction language={input.language} href={requestsLink.href} label={text.action} />
        </>
      )}
    </ForjaEmail>,
  );
}

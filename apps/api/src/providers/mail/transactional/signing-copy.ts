import type { Language } from '@forja/domain';

/** Words the e-mails about reviewing and signing the articles of incorporation share. */

/** The footer line of an e-mail to a partner, who may have no Forja account. */
export function partnerWhy(language: Language, companyName: string): string {
  return {
    es: `Te escribimos porque eres socio de ${companyName}, cuya constitución lleva Forja.`,
    en: `You're getting this because you're a partner of ${companyName}, which Forja is incorporating.`,
    zh_cn: `您收到这封邮件，是因为您是 ${companyName} 的合伙人，Forja 正在为其办理公司设立。`,
  }[language];
}

/** A partner's link opens their own review and signature: it must not be passed on. */
export function personalLinkNote(language: Language): string {
  return {
    es: 'El enlace es solo para ti: no lo reenvíes.',
    en: 'The link is for you only: please do not forward it.',
    zh_cn: '此链接仅供您本人使用，请勿转发。',
  }[language];
}

/** How signing goes once the partner opens their link: a code first, then the e-signature. */
export function howSigningWorks(language: Language): string {
  return {
    es: 'Al entrar te enviamos un código de 6 dígitos para confirmar que eres tú; después firmas en línea con firma electrónica.',
    en: "When you open it we send you a 6-digit code to confirm it's you; then you sign online with an electronic signature.",
    zh_cn: '打开后，我们会向您发送 6 位数验证码以确认是您本人；然后您即可在线进行电子签名。',
  }[language];
}

/** A name as written by someone, on one line (for a subject). */
/**
 * An S.A.S. (formed online): the signature in Forja is the shareholders' agreement to the text; the legal one
 * follows in the Secretaría de Economía's system, with each shareholder's e.firma.
 */
export function onlineLegalSignature(language: Language): string {
  return {
    es: 'En una S.A.S., esta firma en Forja es el acuerdo de los socios con el texto. La firma legal viene después: Forja captura el acta en el sistema de la Secretaría de Economía y cada accionista la firma ahí con su e.firma vigente.',
    en: "For an S.A.S., this signature in Forja is the shareholders' agreement to the text. The legal signature comes afterwards: Forja enters the articles in the Secretaría de Economía's system, and each shareholder signs them there with their valid e.firma.",
    zh_cn:
      '对于 S.A.S.，在 Forja 的这次签署表示股东同意章程文本。法定签署在之后进行：Forja 将章程录入经济部（Secretaría de Economía）的系统，每位股东须在该系统中用有效的 e.firma 签署。',
  }[language];
}

export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

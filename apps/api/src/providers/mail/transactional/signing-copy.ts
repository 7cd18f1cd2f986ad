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
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

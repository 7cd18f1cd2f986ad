import { languageTag, type Language } from '@forja/domain';
import type { MailContent } from './mailer';
import { signOff } from './transactional/layout';

/**
 * The e-mails Forja sends about an account, in the user's language (es, en or zh_cn). Every value is escaped
 * before it goes into the HTML.
 */

export type CodeEmailInput = {
  language: Language;
  /** The user's first name; blank greets without a name. */
  name: string;
  code: string;
  minutesValid: number;
  /** The web app's address: the footer links to the privacy notice on it. */
  appUrl?: string;
};

export type LinkEmailInput = {
  language: Language;
  name: string;
  /** An absolute http(s) link into the app. */
  link: string;
  minutesValid: number;
};

/** The code that confirms a new account's e-mail address. */
export function verificationCodeEmail(input: CodeEmailInput): MailContent {
  const copy = {
    es: {
      subject: 'Tu código para verificar tu cuenta',
      intro: 'Este es tu código para verificar tu cuenta en Forja:',
      validity: `Vale durante ${minutes('es', input.minutesValid)}.`,
      ignore: 'Si no creaste una cuenta en Forja, ignora este correo.',
    },
    en: {
      subject: 'Your code to verify your account',
      intro: 'Here is your code to verify your Forja account:',
      validity: `It works for ${minutes('en', input.minutesValid)}.`,
      ignore: "If you didn't create a Forja account, you can ignore this e-mail.",
    },
    zh_cn: {
      subject: '您的账户验证码',
      intro: '这是您验证 Forja 账户的验证码：',
      validity: `有效期 ${minutes('zh_cn', input.minutesValid)}。`,
      ignore: '如果您没有注册 Forja 账户，请忽略这封邮件。',
    },
  }[input.language];
  return codeEmail(input, copy);
}

/** The code that confirms the new address when a user changes their e-mail. */
export function emailChangeCodeEmail(input: CodeEmailInput): MailContent {
  const copy = {
    es: {
      subject: 'Confirma tu nuevo correo',
      intro: 'Escribe este código en Forja para confirmar que este es tu nuevo correo:',
      validity: `Vale durante ${minutes('es', input.minutesValid)}.`,
      ignore: 'Si no pediste este cambio, ignora este correo: tu cuenta sigue igual.',
    },
    en: {
      subject: 'Confirm your new e-mail',
      intro: 'Enter this code in Forja to confirm this is your new e-mail address:',
      validity: `It works for ${minutes('en', input.minutesValid)}.`,
      ignore: "If you didn't ask for this change, ignore this e-mail: your account stays as it is.",
    },
    zh_cn: {
      subject: '确认您的新邮箱',
      intro: '请在 Forja 中输入此验证码，以确认这是您的新邮箱地址：',
      validity: `有效期 ${minutes('zh_cn', input.minutesValid)}。`,
      ignore: '如果您没有申请此更改，请忽略这封邮件：您的账户不会有任何变化。',
    },
  }[input.language];
  return codeEmail(input, copy);
}

/** The code a staff member types in the back office to act again after 15 minutes idle. */
export function staffConfirmationCodeEmail(input: CodeEmailInput): MailContent {
  const copy = {
    es: {
      subject: 'Tu código para seguir en el back office',
      intro: 'Escribe este código en el back office de Forja para confirmar que sigues siendo tú:',
      validity: `Vale durante ${minutes('es', input.minutesValid)}.`,
      ignore: 'Si no lo pediste, avisa al equipo: alguien más podría estar usando tu sesión.',
    },
    en: {
      subject: 'Your code to keep working in the back office',
      intro: "Enter this code in Forja's back office to confirm it is still you:",
      validity: `It works for ${minutes('en', input.minutesValid)}.`,
      ignore: "If you didn't ask for it, tell the team: someone else may be using your session.",
    },
    zh_cn: {
      subject: '您继续使用后台的验证码',
      intro: '请在 Forja 后台输入此验证码，以确认仍是您本人在操作：',
      validity: `有效期 ${minutes('zh_cn', input.minutesValid)}。`,
      ignore: '如果不是您本人申请的，请告知团队：可能有其他人正在使用您的会话。',
    },
  }[input.language];
  return codeEmail(input, copy);
}

/** The link that lets a user choose a new password. */
export function passwordRecoveryEmail(input: LinkEmailInput): MailContent {
  const link = requireWebLink(input.link);
  const copy = {
    es: {
      subject: 'Cambia tu contraseña',
      intro: 'Recibimos una solicitud para cambiar la contraseña de tu cuenta en Forja.',
      action: 'Elegir nueva contraseña',
      fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
      validity: `El enlace vale durante ${minutes('es', input.minutesValid)}.`,
      ignore: 'Si no lo pediste tú, ignora este correo: tu contraseña sigue igual.',
    },
    en: {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your Forja account.',
      action: 'Choose a new password',
      fallback: "If the button doesn't work, paste this link into your browser:",
      validity: `The link works for ${minutes('en', input.minutesValid)}.`,
      ignore: "If you didn't ask for this, ignore this e-mail: your password stays as it is.",
    },
    zh_cn: {
      subject: '重置您的密码',
      intro: '我们收到了重置您 Forja 账户密码的请求。',
      action: '设置新密码',
      fallback: '如果按钮无法使用，请将此链接复制到浏览器中打开：',
      validity: `该链接有效期 ${minutes('zh_cn', input.minutesValid)}。`,
      ignore: '如果不是您本人申请的，请忽略这封邮件：您的密码不会改变。',
    },
  }[input.language];
  const greeting = greet(input.language, input.name);
  return {
    subject: copy.subject,
    text: [
      greeting,
      '',
      copy.intro,
      '',
      `${copy.action}: ${link}`,
      '',
      copy.validity,
      copy.ignore,
      ...textClosing(input.language, link),
    ].join('\n'),
    html: layout(
      input.language,
      copy.subject,
      [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(copy.intro)),
        `<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(copy.action)}</a></p>`,
        paragraph(
          `${escapeHtml(copy.fallback)}<br><a href="${escapeHtml(link)}" style="color:${PRIMARY};word-break:break-all;">${escapeHtml(link)}</a>`,
        ),
        paragraph(`${escapeHtml(copy.validity)} ${escapeHtml(copy.ignore)}`, MUTED),
      ],
      privacyHtml(input.language, link),
    ),
  };
}

/** Human names of the company documents a reminder can be about. */
const DOCUMENT_NAMES: Record<Language, Record<string, string>> = {
  es: {
    fiscal_identity: 'la cédula del RFC de la empresa',
    CSF_company: 'la Constancia de Situación Fiscal de la empresa',
    business_activity_proof: 'el comprobante de actividad de la empresa',
    ownership_connection: 'el documento de relación con los dueños',
    legal_representative_address_rfc: 'el comprobante de domicilio y RFC del representante legal',
    acuse_cita_sat: 'el acuse de la cita en el SAT',
    legal_name_authorization: 'la autorización de la denominación de la Secretaría de Economía',
    commissary_national_identity: 'la identificación del comisario',
    commissary_CSF: 'la Constancia de Situación Fiscal del comisario',
  },
  en: {
    fiscal_identity: "the company's RFC card",
    CSF_company: "the company's tax status certificate (CSF)",
    business_activity_proof: "the proof of the company's activity",
    ownership_connection: 'the document linking the company to its owners',
    legal_representative_address_rfc: "the legal representative's proof of address and RFC",
    acuse_cita_sat: 'the SAT appointment receipt',
    legal_name_authorization: "the Ministry of Economy's authorisation of the legal name",
    commissary_national_identity: "the commissary's ID",
    commissary_CSF: "the commissary's tax status certificate (CSF)",
  },
  zh_cn: {
    fiscal_identity: '公司的 RFC（墨西哥税号）证明',
    CSF_company: '公司的税务状况证明（CSF）',
    business_activity_proof: '公司的经营活动证明',
    ownership_connection: '说明公司与其所有者关系的文件',
    legal_representative_address_rfc: '法定代表人的地址证明和 RFC（墨西哥税号）',
    acuse_cita_sat: 'SAT（税务管理局）预约回执',
    legal_name_authorization: '经济部（Secretaría de Economía）出具的公司名称授权',
    commissary_national_identity: '监事的身份证件',
    commissary_CSF: '监事的税务状况证明（CSF）',
  },
};

export type DocumentReminderInput = {
  language: Language;
  senderName: string;
  companyName: string;
  documentType: string;
  /** The web app's address: the footer links to the privacy notice on it. */
  appUrl?: string;
};

/** A reminder, sent by a founder, asking someone to provide one of the company's documents. */
export function documentReminderEmail(input: DocumentReminderInput): MailContent {
  const documentName = DOCUMENT_NAMES[input.language][input.documentType] ?? input.documentType;
  const sender =
    input.senderName.trim() ||
    { es: 'Alguien de tu equipo', en: 'Someone on your team', zh_cn: '您团队中的一位成员' }[input.language];
  const copy = {
    es: {
      subject: `Falta un documento de ${input.companyName}`,
      intro: `${sender} te pide ${documentName} para la empresa ${input.companyName} en Forja.`,
      next: 'Cuando lo tengas en PDF, compártelo con quien te escribió o súbelo en Forja si tienes acceso.',
    },
    en: {
      subject: `A document is missing for ${input.companyName}`,
      intro: `${sender} asks you for ${documentName} for the company ${input.companyName} on Forja.`,
      next: 'Once you have it as a PDF, share it with whoever wrote to you, or upload it on Forja if you have access.',
    },
    zh_cn: {
      subject: `${input.companyName} 缺少一份文件`,
      intro: `${sender} 请您在 Forja 上为 ${input.companyName} 公司提供${documentName}。`,
      next: '准备好 PDF 文件后，请把它发给联系您的人；如果您有 Forja 的访问权限，也可以直接在 Forja 上传。',
    },
  }[input.language];
  return {
    subject: copy.subject,
    text: [copy.intro, '', copy.next, ...textClosing(input.language, input.appUrl)].join('\n'),
    html: layout(
      input.language,
      copy.subject,
      [paragraph(escapeHtml(copy.intro)), paragraph(escapeHtml(copy.next), MUTED)],
      privacyHtml(input.language, input.appUrl),
    ),
  };
}

export type PartnerInvitationInput = {
  language: Language;
  name: string;
  inviterName: string;
  companyName: string;
  /** An absolute http(s) link to the invited flow. */
  link: string;
  days: number;
};

/** The invitation a partner gets to fill in their own data, documents and identity check. */
export function partnerInvitationEmail(input: PartnerInvitationInput): MailContent {
  const link = requireWebLink(input.link);
  const inviter =
    input.inviterName.trim() ||
    { es: 'Quien fundó la empresa', en: 'The founder', zh_cn: '创始人' }[input.language];
  const copy = {
    es: {
      subject: `Te invitan como socio de ${input.companyName}`,
      intro: `${inviter} te agregó como socio de ${input.companyName} en Forja. Para constituir la empresa necesitamos tus datos, tus documentos y verificar tu identidad; te toma unos 10 minutos.`,
      action: 'Completar mis datos',
      fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
      validity: `El enlace vale ${input.days} días y solo sirve para ti.`,
    },
    en: {
      subject: `You're invited as a partner of ${input.companyName}`,
      intro: `${inviter} added you as a partner of ${input.companyName} on Forja. To form the company we need your details, your documents and to verify your identity; it takes about 10 minutes.`,
      action: 'Complete my details',
      fallback: "If the button doesn't work, paste this link into your browser:",
      validity: `The link works for ${input.days} days and is for you only.`,
    },
    zh_cn: {
      subject: `您被邀请成为 ${input.companyName} 的合伙人`,
      intro: `${inviter} 在 Forja 上将您添加为 ${input.companyName} 的合伙人。为了设立公司，我们需要您的信息和文件，并核实您的身份；大约需要 10 分钟。`,
      action: '填写我的信息',
      fallback: '如果按钮无法使用，请将此链接复制到浏览器中打开：',
      validity: `该链接 ${input.days} 天内有效，仅供您本人使用。`,
    },
  }[input.language];
  const greeting = greet(input.language, input.name);
  return {
    subject: copy.subject,
    text: [
      greeting,
      '',
      copy.intro,
      '',
      `${copy.action}: ${link}`,
      '',
      copy.validity,
      ...textClosing(input.language, link),
    ].join('\n'),
    html: layout(
      input.language,
      copy.subject,
      [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(copy.intro)),
        `<p style="margin:24px 0;"><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(copy.action)}</a></p>`,
        paragraph(
          `${escapeHtml(copy.fallback)}<br><a href="${escapeHtml(link)}" style="color:${PRIMARY};word-break:break-all;">${escapeHtml(link)}</a>`,
        ),
        paragraph(escapeHtml(copy.validity), MUTED),
      ],
      privacyHtml(input.language, link),
    ),
  };
}

export type CompanyActCodeEmailInput = CodeEmailInput & {
  /** The company whose articles of incorporation the partner is about to sign. */
  companyName: string;
};

/** The two-factor code a partner types before signing the company's articles of incorporation. */
export function companyActCodeEmail(input: CompanyActCodeEmailInput): MailContent {
  const company = oneLine(input.companyName);
  const copy = {
    es: {
      subject: `Tu código para firmar el acta de ${company}`,
      intro: `Tu código para firmar el acta constitutiva de ${company} es:`,
      validity: `Vale durante ${minutes('es', input.minutesValid)}. No lo compartas: nadie de Forja te lo pedirá.`,
      ignore:
        'Si no lo pediste, ignora este correo y avísanos: alguien podría estar intentando firmar en tu nombre.',
    },
    en: {
      subject: `Your code to sign the articles of ${company}`,
      intro: `Your code to sign the articles of incorporation of ${company} is:`,
      validity: `It works for ${minutes('en', input.minutesValid)}. Don't share it: nobody at Forja will ask you for it.`,
      ignore:
        "If you didn't ask for it, ignore this e-mail and tell us: someone may be trying to sign in your name.",
    },
    zh_cn: {
      subject: `您签署 ${company} 公司章程的验证码`,
      intro: `您签署 ${company} 公司章程（acta constitutiva）的验证码是：`,
      validity: `有效期 ${minutes('zh_cn', input.minutesValid)}。请勿告诉他人：Forja 的工作人员不会向您索要。`,
      ignore: '如果不是您本人申请的，请忽略这封邮件并告知我们：可能有人试图以您的名义签署。',
    },
  }[input.language];
  return codeEmail(input, copy);
}

/** The longest SMS text Forja sends: one part in GSM-7 (accents or Chinese make it travel in more parts). */
export const SMS_MAX_LENGTH = 160;

/** The same code as a one-line SMS of at most 160 characters; a long company name is shortened with "…". */
export function companyActCodeSms(language: Language, code: string, companyName: string): string {
  const text = (company: string) =>
    ({
      es: `Forja: ${code} es tu código para firmar el acta constitutiva de ${company}. No lo compartas. Si no lo pediste, avísanos.`,
      en: `Forja: ${code} is your code to sign the articles of incorporation of ${company}. Don't share it. If you didn't ask for it, tell us.`,
      zh_cn: `Forja：${code} 是您签署 ${company} 公司章程的验证码。请勿告诉他人。如非本人申请，请告知我们。`,
    })[language];
  const company = [...oneLine(companyName)];
  let kept = company.length;
  let sms = text(company.join(''));
  while (sms.length > SMS_MAX_LENGTH && kept > 0) {
    kept -= 1;
    sms = text(`${company.slice(0, kept).join('').trimEnd()}…`);
  }
  return sms;
}

/** A value on one line: line breaks and runs of spaces become one space (subjects, SMS). */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const PRIMARY = '#0b5c5c';
const TEXT = '#1f2933';
const MUTED = '#52606d';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const BUTTON_STYLE = `display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;`;

function greet(lang: Language, name: string): string {
  const first = name.trim();
  if (lang === 'es') return first ? `Hola, ${first}:` : 'Hola:';
  if (lang === 'en') return first ? `Hi ${first},` : 'Hi,';
  return first ? `${first}，您好：` : '您好：';
}

function minutes(lang: Language, count: number): string {
  if (lang === 'es') return count === 1 ? '1 minuto' : `${count} minutos`;
  if (lang === 'en') return count === 1 ? '1 minute' : `${count} minutes`;
  return `${count} 分钟`;
}

function requireWebLink(link: string): string {
  const url = URL.canParse(link) ? new URL(link) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new TypeError('An e-mail link must be an absolute http(s) URL');
  }
  return url.href;
}

type CodeCopy = { subject: string; intro: string; validity: string; ignore: string };

function codeEmail(input: CodeEmailInput, copy: CodeCopy): MailContent {
  const greeting = greet(input.language, input.name);
  return {
    subject: copy.subject,
    text: [
      greeting,
      '',
      copy.intro,
      '',
      input.code,
      '',
      copy.validity,
      copy.ignore,
      ...textClosing(input.language, input.appUrl),
    ].join('\n'),
    html: layout(
      input.language,
      copy.subject,
      [
        paragraph(escapeHtml(greeting)),
        paragraph(escapeHtml(copy.intro)),
        `<p style="margin:24px 0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:6px;color:${PRIMARY};">${escapeHtml(input.code)}</p>`,
        paragraph(`${escapeHtml(copy.validity)} ${escapeHtml(copy.ignore)}`, MUTED),
      ],
      privacyHtml(input.language, input.appUrl),
    ),
  };
}

function paragraph(html: string, color = TEXT): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${color};">${html}</p>`;
}

const PRIVACY_NOTICE: Record<Language, { text: string; label: string }> = {
  es: { text: 'Cómo cuidamos tus datos personales:', label: 'Aviso de privacidad' },
  en: { text: 'How we look after your personal data:', label: 'Privacy notice' },
  zh_cn: { text: '我们如何保护您的个人数据：', label: '隐私声明' },
};

/**
 * The privacy notice's page in the reader's language (`/{lang}/legal/privacy`) on the web app's address, taken
 * from any absolute link into it; null without one.
 */
export function privacyNoticeUrl(language: Language, appLink: string | undefined): string | null {
  if (!appLink || !URL.canParse(appLink)) return null;
  const url = new URL(appLink);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return new URL(`/${language}/legal/privacy`, url.origin).href;
}

/** The footer line to the privacy notice, in the reader's language and to the page in that language. */
export function privacyText(language: Language, appLink: string | undefined): string[] {
  const href = privacyNoticeUrl(language, appLink);
  if (!href) return [];
  const copy = PRIVACY_NOTICE[language];
  return ['', `${copy.text} ${copy.label}: ${href}`];
}

export function privacyHtml(language: Language, appLink: string | undefined): string {
  const href = privacyNoticeUrl(language, appLink);
  if (!href) return '';
  const copy = PRIVACY_NOTICE[language];
  return `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(copy.text)} <a href="${escapeHtml(href)}" style="color:${PRIMARY};text-decoration:underline;">${escapeHtml(copy.label)}</a></p>`;
}

/**
 * The end of an e-mail's plain-text part, the same in every e-mail: a blank line, the team's sign-off (the
 * layout's `signOff`, as the HTML card ends) and the line to the privacy notice.
 */
export function textClosing(language: Language, appLink: string | undefined): string[] {
  return ['', signOff(language), ...privacyText(language, appLink)];
}

/** The team's sign-off as the last paragraph of an HTML e-mail's card (the layout's `signOff`). */
export function signOffHtml(language: Language): string {
  return `<p style="margin:0;font-size:16px;line-height:1.5;color:${TEXT};">${escapeHtml(signOff(language))}</p>`;
}

function layout(lang: Language, title: string, blocks: string[], footer = ''): string {
  return [
    '<!doctype html>',
    `<html lang="${languageTag(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f7fa;font-family:${FONT};">`,
    '<div style="max-width:480px;margin:0 auto;padding:32px 24px;">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${PRIMARY};">Forja</p>`,
    `<div style="background:#ffffff;border-radius:8px;padding:24px;">${blocks.join('')}${signOffHtml(lang)}</div>`,
    footer,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

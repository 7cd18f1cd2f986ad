import type { Language } from '@forja/domain';
import type { MailContent } from '../../providers/mail/mailer';
import { escapeHtml, privacyHtml, signOffHtml, textClosing } from '../../providers/mail/templates';

const PRIMARY = '#0b5c5c';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function simpleHtml(
  lang: Language,
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  footer = '',
) {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;">${escapeHtml(text)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px;">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;word-break:break-all;"><a href="${escapeHtml(link.href)}" style="color:${PRIMARY};">${escapeHtml(link.href)}</a></p>`
    : '';
  const htmlLang = lang === 'zh_cn' ? 'zh-CN' : lang;
  return `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:${FONT};color:#1f2933;">${body}${button}${signOffHtml(lang)}${footer}</body></html>`;
}

/** A notice with no action to take: greeting, one paragraph, the signature and the privacy footer. */
function plainNotice(
  language: Language,
  copy: { subject: string; greeting: string; body: string },
  appUrl: string | undefined,
): MailContent {
  return {
    subject: copy.subject,
    text: [copy.greeting, '', copy.body, ...textClosing(language, appUrl)].join('\n'),
    html: simpleHtml(
      language,
      copy.subject,
      [copy.greeting, copy.body],
      undefined,
      privacyHtml(language, appUrl),
    ),
  };
}

export type CommissaryInvitationInput = {
  language: Language;
  name: string;
  companyName: string;
  link: string;
  days: number;
  /** The founder asked for a new link: the subject says so, so it is told apart from the first e-mail. */
  resent?: boolean;
};

/** The outside commissary's invitation: verify identity and upload the tax-status certificate. */
export function commissaryInvitationEmail(input: CommissaryInvitationInput): MailContent {
  const copy = {
    es: {
      subject: `Te nombraron comisario de ${input.companyName}`,
      greeting: `Hola, ${input.name}:`,
      intro: `Quien fundó ${input.companyName} te nombró comisario de la sociedad en Forja. Necesitamos verificar tu identidad y tu Constancia de Situación Fiscal; te toma unos 5 minutos.`,
      action: 'Aceptar el nombramiento',
      validity: `Tienes ${input.days} días para aceptar con este enlace, desde la cuenta con este correo; después, el mismo enlace te regresa a tu parte. Si te llega un correo más reciente, usa su enlace: este deja de funcionar.`,
    },
    en: {
      subject: `You were appointed commissary of ${input.companyName}`,
      greeting: `Hello, ${input.name}:`,
      intro: `The founder of ${input.companyName} appointed you as the company's commissary on Forja. We need to verify your identity and your tax status certificate (CSF); it takes about 5 minutes.`,
      action: 'Accept the appointment',
      validity: `You have ${input.days} days to accept with this link, from the account with this e-mail; afterwards the same link brings you back to your part. If a newer e-mail reaches you, use its link: this one stops working.`,
    },
    zh_cn: {
      subject: `您被任命为 ${input.companyName} 的监事`,
      greeting: `${input.name}，您好：`,
      intro: `${input.companyName} 的创始人在 Forja 上任命您为公司监事。我们需要核实您的身份和税务状况证明（CSF），大约需要 5 分钟。`,
      action: '接受任命',
      validity: `请在 ${input.days} 天内使用此邮箱的账户通过此链接接受任命；之后，同一链接可带您回到您的步骤。如果收到更新的邮件，请使用其中的链接：此链接将失效。`,
    },
  }[input.language];
  const resentPrefix = { es: 'Nuevo enlace: ', en: 'New link: ', zh_cn: '新链接：' }[input.language];
  const subject = input.resent ? `${resentPrefix}${copy.subject}` : copy.subject;
  return {
    subject,
    text: [
      copy.greeting,
      '',
      copy.intro,
      '',
      `${copy.action}: ${input.link}`,
      '',
      copy.validity,
      ...textClosing(input.language, input.link),
    ].join('\n'),
    html: simpleHtml(
      input.language,
      subject,
      [copy.greeting, copy.intro, copy.validity],
      { href: input.link, label: copy.action },
      privacyHtml(input.language, input.link),
    ),
  };
}

export type CommissaryAssignedInput = {
  language: Language;
  name: string;
  companyName: string;
  commissaryName: string;
  /** The web app's address: the footer links to the privacy notice on it. */
  appUrl?: string;
};

/** Tells the founder which of Forja's commissaries was assigned to the company. */
export function commissaryAssignedEmail(input: CommissaryAssignedInput): MailContent {
  const copy = {
    es: {
      subject: `Ya tienes comisario para ${input.companyName}`,
      greeting: `Hola, ${input.name}:`,
      body: `Asignamos a ${input.commissaryName}, comisario de Forja, a ${input.companyName}. No tienes que hacer nada más para este paso.`,
    },
    en: {
      subject: `${input.companyName} has its commissary`,
      greeting: `Hello, ${input.name}:`,
      body: `We assigned ${input.commissaryName}, one of Forja's commissaries, to ${input.companyName}. There is nothing more to do for this step.`,
    },
    zh_cn: {
      subject: `${input.companyName} 已有监事`,
      greeting: `${input.name}，您好：`,
      body: `我们已将 Forja 的监事 ${input.commissaryName} 指派给 ${input.companyName}。此步骤您无需再做任何操作。`,
    },
  }[input.language];
  return plainNotice(input.language, copy, input.appUrl);
}

export type CommissaryPartDoneInput = {
  language: Language;
  name: string;
  companyName: string;
  commissaryName: string;
  /** The company's Administration page, where the founder follows the commissary's review. */
  link: string;
};

/**
 * Tells the founder that the outside commissary finished their part (identity verified, tax-status
 * certificate sent): Forja's team reviews the certificate next.
 */
export function commissaryPartDoneEmail(input: CommissaryPartDoneInput): MailContent {
  const copy = {
    es: {
      subject: `${input.commissaryName} completó su parte como comisario de ${input.companyName}`,
      greeting: `Hola, ${input.name}:`,
      body: `${input.commissaryName} verificó su identidad y nos envió su Constancia de Situación Fiscal. Ahora el equipo de Forja la revisa; no tienes que hacer nada por ahora.`,
      action: 'Ver el comisario',
    },
    en: {
      subject: `${input.commissaryName} completed their part as commissary of ${input.companyName}`,
      greeting: `Hello, ${input.name}:`,
      body: `${input.commissaryName} verified their identity and sent us their tax status certificate (CSF). Forja's team reviews it now; there is nothing for you to do for the moment.`,
      action: 'See the commissary',
    },
    zh_cn: {
      subject: `${input.commissaryName} 已完成 ${input.companyName} 监事的步骤`,
      greeting: `${input.name}，您好：`,
      body: `${input.commissaryName} 已完成身份验证，并向我们提交了税务状况证明（CSF）。Forja 团队正在审核；目前您无需做任何操作。`,
      action: '查看监事',
    },
  }[input.language];
  return {
    subject: copy.subject,
    text: [
      copy.greeting,
      '',
      copy.body,
      '',
      `${copy.action}: ${input.link}`,
      ...textClosing(input.language, input.link),
    ].join('\n'),
    html: simpleHtml(
      input.language,
      copy.subject,
      [copy.greeting, copy.body],
      { href: input.link, label: copy.action },
      privacyHtml(input.language, input.link),
    ),
  };
}

export type CommissaryReplacedInput = {
  language: Language;
  name: string;
  companyName: string;
  /** The web app's address: the footer links to the privacy notice on it. */
  appUrl?: string;
};

/**
 * Tells an outside commissary that the founders appointed someone else (or Forja's commissary): their link
 * no longer opens anything and what they sent for the appointment was removed.
 */
export function commissaryReplacedEmail(input: CommissaryReplacedInput): MailContent {
  const copy = {
    es: {
      subject: `Ya no eres comisario de ${input.companyName}`,
      greeting: `Hola, ${input.name}:`,
      body: `Quien fundó ${input.companyName} nombró a otra persona como comisario de la sociedad. El enlace que te enviamos ya no funciona y borramos los documentos que nos hayas enviado para este nombramiento. No tienes que hacer nada.`,
    },
    en: {
      subject: `You are no longer the commissary of ${input.companyName}`,
      greeting: `Hello, ${input.name}:`,
      body: `The founder of ${input.companyName} appointed someone else as the company's commissary. The link we sent you no longer works, and we deleted any documents you sent us for this appointment. There is nothing for you to do.`,
    },
    zh_cn: {
      subject: `您已不再是 ${input.companyName} 的监事`,
      greeting: `${input.name}，您好：`,
      body: `${input.companyName} 的创始人已任命其他人为公司监事。我们发给您的链接已失效，您为此任命提交的文件也已删除。您无需做任何操作。`,
    },
  }[input.language];
  return plainNotice(input.language, copy, input.appUrl);
}

import { LANGUAGES, type Language } from '@forja/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox';
import type { MailContent } from '../mailer';
import { createSmtpMailer } from '../smtp-mailer';
import { REJECTION_CATEGORIES } from './document-reviewed';
import {
  renderTransactionalMail,
  TRANSACTIONAL_MAIL_KINDS,
  type TransactionalMailInputs,
  type TransactionalMailKind,
} from './transactional-mail';

const LINK = 'https://forja.test/es/dashboard/42/documents?from=mail&step=2';
const TRACKING = 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890';
const STOP = 'https://forja.test/api/v3/reminders/stop/eyJhbGciOiJIUzI1NiJ9.x.y';
const base = (language: Language) => ({ language, name: 'Ana', companyName: 'Nopal Azul', link: LINK });

type Case<Kind extends TransactionalMailKind> = {
  input: (language: Language) => TransactionalMailInputs[Kind];
  /** What the subject says, per language. */
  subject: Record<Language, string>;
  /** What both parts say, per language. */
  says: Record<Language, string[]>;
  /** Links besides the page's own (the reminder's unsubscribe link). */
  otherLinks?: string[];
};

const CASES: { [Kind in TransactionalMailKind]: Case<Kind> } = {
  payment_received: {
    input: (language) => ({
      ...base(language),
      method: 'card',
      items: ['Constitución de sociedad'],
      subtotalCentavos: 1_250_000,
      ivaCentavos: 200_000,
      totalCentavos: 1_450_000,
      cardLast4: '4242',
    }),
    subject: {
      es: 'Recibimos tu pago para Nopal Azul',
      en: 'We received your payment for Nopal Azul',
      zh_cn: '我们已收到 Nopal Azul 的付款',
    },
    says: {
      es: [
        '$14,500.00 MXN',
        'terminada en 4242',
        '«Constitución de sociedad»',
        'IVA: $2,000.00 MXN',
        'Ver mi recibo',
      ],
      en: ['$14,500.00 MXN', 'card ending in 4242', '"Constitución de sociedad"', 'See my receipt'],
      zh_cn: ['$14,500.00 MXN', '尾号 4242', '“Constitución de sociedad”', '增值税（IVA）', '查看收据'],
    },
  },
  payment_failed: {
    input: (language) => ({
      ...base(language),
      items: ['Constitución de sociedad'],
      totalCentavos: 1_450_000,
    }),
    subject: {
      es: 'Tu ficha de OXXO para Nopal Azul venció sin pago',
      en: 'Your OXXO voucher for Nopal Azul expired unpaid',
      zh_cn: 'Nopal Azul 的 OXXO 付款单已过期',
    },
    says: {
      es: ['$14,500.00 MXN', 'con tarjeta o con una ficha nueva', 'Pagar ahora'],
      en: ['$14,500.00 MXN', 'by card or with a new voucher', 'Pay now'],
      zh_cn: ['$14,500.00 MXN', 'OXXO（便利店现金付款）', '立即付款'],
    },
  },
  cfdi_issued: {
    input: (language) => ({
      ...base(language),
      uuid: '3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11',
      receiptNumber: '2026-000042',
      totalCentavos: 1_450_000,
      legalName: 'LÓPEZ & HIJOS',
      rfc: 'LHI900101AB1',
      test: true,
      toBillingEmail: false,
    }),
    subject: {
      es: 'Emitimos tu factura electrónica (CFDI) de Forja para Nopal Azul',
      en: 'We issued your Forja electronic invoice (CFDI) for Nopal Azul',
      zh_cn: '我们已为 Nopal Azul 开具 Forja 电子发票（CFDI）',
    },
    says: {
      es: [
        '3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11',
        'Folio fiscal (UUID):',
        '$14,500.00 MXN del recibo 2026-000042',
        'LÓPEZ & HIJOS',
        'sin validez fiscal',
        'Ver mi CFDI',
      ],
      en: [
        '3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11',
        'Tax folio (UUID):',
        'without fiscal validity',
        'See my CFDI',
      ],
      zh_cn: [
        '3E1E5A8C-6F1D-4D9B-9B0C-2F7C1D0A5E11',
        '税务编号（UUID）：',
        '不具有税务效力',
        '查看我的 CFDI',
      ],
    },
  },
  document_approved: {
    input: (language) => ({ ...base(language), documentType: 'CSF_company', owner: { kind: 'company' } }),
    subject: {
      es: 'Aprobamos un documento: Constancia de situación fiscal (CSF) de la empresa',
      en: 'Document approved: Company tax status certificate (CSF)',
      zh_cn: '文件已批准：公司的 CSF（税务状况证明）',
    },
    says: {
      es: ['Revisamos y aprobamos este documento', 'Empresa: Nopal Azul', 'Ver los documentos'],
      en: ['We reviewed and approved this document', 'Company: Nopal Azul', 'See the documents'],
      zh_cn: ['我们已审核并批准以下文件', 'Nopal Azul', '查看文件'],
    },
  },
  document_rejected: {
    input: (language) => ({
      ...base(language),
      documentType: 'address',
      owner: { kind: 'partner', partnerName: 'Luis Pérez', recipientIsPartner: false },
      category: 'expired',
      note: 'El recibo es de 2019.\nSube uno de los últimos 3 meses.',
    }),
    subject: {
      es: 'Necesitamos otro archivo: Comprobante de domicilio — Luis Pérez',
      en: 'We need another file: Proof of address — Luis Pérez',
      zh_cn: '需要重新上传：地址证明（comprobante de domicilio） — Luis Pérez',
    },
    says: {
      es: ['Motivo: Ya venció.', 'Luis Pérez', 'El recibo es de 2019.', 'Subir un archivo nuevo'],
      en: ['Reason: It has expired.', 'Luis Pérez', 'El recibo es de 2019.', 'Upload a new file'],
      zh_cn: ['已过期', 'Luis Pérez', 'El recibo es de 2019.', '上传新文件'],
    },
  },
  document_review_digest: {
    input: (language) => ({
      ...base(language),
      documents: [
        {
          documentType: 'national_identity',
          owner: { kind: 'partner', partnerName: 'Luis Pérez', recipientIsPartner: false },
          approved: true,
          category: null,
          note: null,
        },
        {
          documentType: 'address',
          owner: { kind: 'partner', partnerName: 'Luis Pérez', recipientIsPartner: false },
          approved: false,
          category: 'expired',
          note: 'El recibo es de 2019.',
        },
        {
          documentType: 'CSF_company',
          owner: { kind: 'company' },
          approved: true,
          category: null,
          note: null,
        },
      ],
    }),
    subject: {
      es: 'Revisamos 3 documentos de Nopal Azul: 1 necesita otro archivo',
      en: 'We reviewed 3 documents for Nopal Azul: 1 needs another file',
      zh_cn: '我们已审核 Nopal Azul 的 3 份文件，其中 1 份需要重新上传',
    },
    says: {
      es: [
        'Necesita otro archivo:',
        'Documento: Comprobante de domicilio',
        'De: Luis Pérez',
        'Motivo: Ya venció.',
        'El recibo es de 2019.',
        'Aprobados:',
        'Documento: INE (frente)',
        'Documento: Constancia de situación fiscal (CSF) de la empresa',
        'Sube un archivo nuevo en Forja y lo revisamos otra vez.',
        'Subir el archivo nuevo',
      ],
      en: [
        'This one needs another file:',
        'Document: Proof of address',
        'Of: Luis Pérez',
        'Reason: It has expired.',
        'El recibo es de 2019.',
        'Approved:',
        'Document: INE voter ID (front)',
        'Document: Company tax status certificate (CSF)',
        'Upload the new file',
      ],
      zh_cn: [
        '以下文件需要重新上传：',
        '地址证明（comprobante de domicilio）',
        '所属人： Luis Pérez',
        '已过期',
        'El recibo es de 2019.',
        '已批准：',
        'INE（选民身份证）正面',
        '公司的 CSF（税务状况证明）',
        '上传新文件',
      ],
    },
  },
  all_documents_approved: {
    input: (language) => base(language),
    subject: {
      es: 'Aprobamos todos los documentos de Nopal Azul',
      en: "All of Nopal Azul's documents are approved",
      zh_cn: 'Nopal Azul 的所有文件均已批准',
    },
    says: {
      es: ['Ir a mi panel'],
      en: ['Go to my dashboard'],
      zh_cn: ['前往控制面板'],
    },
  },
  legal_name_approved: {
    input: (language) => ({ ...base(language), legalName: 'Nopal Azul Tecnología' }),
    subject: {
      es: 'La Secretaría de Economía autorizó «Nopal Azul Tecnología»',
      en: 'The Ministry of Economy authorised "Nopal Azul Tecnología"',
      zh_cn: '经济部已批准“Nopal Azul Tecnología”',
    },
    says: {
      es: ['La denominación es el nombre legal de tu empresa', 'Ver la denominación'],
      en: ["your company's legal name (denominación)", 'See the legal name'],
      zh_cn: ['Secretaría de Economía（经济部，SE）', '查看公司名称'],
    },
  },
  legal_name_refused: {
    input: (language) => ({ ...base(language), legalName: 'Nopal Azul Tecnología' }),
    subject: {
      es: 'La Secretaría de Economía no autorizó «Nopal Azul Tecnología»',
      en: 'The Ministry of Economy did not authorise "Nopal Azul Tecnología"',
      zh_cn: '经济部未批准“Nopal Azul Tecnología”',
    },
    says: {
      es: ['agregar otras', 'Ver mis propuestas'],
      en: ['add others', 'See my proposals'],
      zh_cn: ['添加其他名称', '查看我的提议'],
    },
  },
  forja_document_available: {
    input: (language) => ({
      ...base(language),
      documentType: 'articles_of_incorporation',
      hasAddress: false,
    }),
    subject: {
      es: 'Ya puedes descargar: Acta constitutiva',
      en: 'Ready to download: Articles of incorporation',
      zh_cn: '可以下载了：acta constitutiva（公司章程）',
    },
    says: {
      es: ['Empresa: Nopal Azul', 'Ir a mis documentos'],
      en: ['Company: Nopal Azul', 'Go to my documents'],
      zh_cn: ['Nopal Azul', '前往我的文件'],
    },
  },
  support_reply: {
    input: (language) => ({
      ...base(language),
      requestType: 'Proceso y tiempos',
      question: '¿Cuánto tarda la constitución?',
      reply: 'Unas 3 semanas desde que se aprueban los documentos.\nTe avisamos en cada paso.',
    }),
    subject: {
      es: 'Respondimos tu solicitud: Proceso y tiempos',
      en: 'We answered your request: Proceso y tiempos',
      zh_cn: '我们已回复您的请求：Proceso y tiempos',
    },
    says: {
      es: [
        'Unas 3 semanas desde que se aprueban los documentos.',
        '¿Cuánto tarda la constitución?',
        'Ir a Forja',
      ],
      en: [
        'Unas 3 semanas desde que se aprueban los documentos.',
        '¿Cuánto tarda la constitución?',
        'Go to Forja',
      ],
      zh_cn: [
        'Unas 3 semanas desde que se aprueban los documentos.',
        '¿Cuánto tarda la constitución?',
        '前往 Forja',
      ],
    },
  },
  weekly_reminder: {
    input: (language) => ({ ...base(language), task: 'partners_documents', days: 8, unsubscribeLink: STOP }),
    subject: {
      es: 'Nopal Azul espera un paso tuyo',
      en: 'Nopal Azul is waiting on you',
      zh_cn: 'Nopal Azul 正在等您完成一步',
    },
    says: {
      es: ['Desde hace 8 días', 'documentos de sus socios', 'No quiero más recordatorios'],
      en: ['For 8 days', "partners' documents", 'Stop these reminders'],
      zh_cn: ['已经等了 8 天', '合伙人的文件', '不再接收这些提醒'],
    },
    otherLinks: [STOP],
  },
  articles_draft_ready: {
    input: (language) => ({ ...base(language), version: 2 }),
    subject: {
      es: 'Revisa el proyecto de acta constitutiva de Nopal Azul',
      en: 'Review the draft articles of incorporation of Nopal Azul',
      zh_cn: '请审阅 Nopal Azul 的公司章程草案',
    },
    says: {
      es: ['(versión 2) está listo', 'pide una corrección', 'reemplaza a la anterior', 'Revisar el proyecto'],
      en: ['(version 2) are ready', 'ask for a correction', 'replaces the previous one', 'Review the draft'],
      zh_cn: ['（第 2 版）已准备好', '提出修改', '取代上一版本', '审阅草案'],
    },
  },
  articles_correction_requested: {
    input: (language) => ({
      ...base(language),
      partnerName: 'Luis Pérez',
      note: 'Mi segundo apellido es Gómez.\nEl domicilio está mal.',
    }),
    subject: {
      es: 'Luis Pérez pidió una corrección al proyecto de acta de Nopal Azul',
      en: 'Luis Pérez asked for a correction to the draft articles of Nopal Azul',
      zh_cn: 'Luis Pérez 要求修改 Nopal Azul 的公司章程草案',
    },
    says: {
      es: ['Mi segundo apellido es Gómez.', 'El equipo de Forja la revisa', 'Ir a mi panel'],
      en: ['Mi segundo apellido es Gómez.', "Forja's team reviews it", 'Go to my dashboard'],
      zh_cn: ['Mi segundo apellido es Gómez.', 'Forja 团队会审核', '前往控制面板'],
    },
  },
  signing_ready: {
    input: (language) => ({ ...base(language), formsOnline: false }),
    subject: {
      es: 'Ya puedes firmar el acta constitutiva de Nopal Azul',
      en: 'You can now sign the articles of incorporation of Nopal Azul',
      zh_cn: '现在可以签署 Nopal Azul 的公司章程了',
    },
    says: {
      es: ['Todos los socios confirmaron', 'código de 6 dígitos', 'Firmar el acta'],
      en: ['Every partner has confirmed', '6-digit code', 'Sign the articles'],
      zh_cn: ['所有合伙人都已确认', '6 位数验证码', '签署公司章程'],
    },
  },
  signing_reminder: {
    input: (language) => base(language),
    subject: {
      es: 'Falta tu firma en el acta constitutiva de Nopal Azul',
      en: 'Your signature is missing on the articles of incorporation of Nopal Azul',
      zh_cn: 'Nopal Azul 的公司章程还缺少您的签名',
    },
    says: {
      es: ['aún falta tu firma', 'código de 6 dígitos', 'Firmar el acta'],
      en: ['your signature is still missing', '6-digit code', 'Sign the articles'],
      zh_cn: ['还缺少您的签名', '6 位数验证码', '签署公司章程'],
    },
  },
  signing_completed: {
    input: (language) => ({ ...base(language), via: 'documents', formsOnline: false }),
    subject: {
      es: 'Todos los socios firmaron el acta constitutiva de Nopal Azul',
      en: 'Every partner has signed the articles of incorporation of Nopal Azul',
      zh_cn: '所有合伙人都已签署 Nopal Azul 的公司章程',
    },
    says: {
      es: [
        'certificado de auditoría de la firma',
        'ya están en Documentos',
        'te escribirá',
        'Ir a mis documentos',
      ],
      en: ['signature audit certificate', 'are in Documents', 'will write to you', 'Go to my documents'],
      zh_cn: ['电子签名审计证书', '“文件”页面', '写信告诉您', '前往我的文件'],
    },
  },
  signing_declined: {
    input: (language) => ({
      ...base(language),
      partnerName: 'Luis Pérez',
      reason: 'El capital social no es el que acordamos.',
    }),
    subject: {
      es: 'Luis Pérez rechazó firmar el acta constitutiva de Nopal Azul',
      en: 'Luis Pérez declined to sign the articles of incorporation of Nopal Azul',
      zh_cn: 'Luis Pérez 拒绝签署 Nopal Azul 的公司章程',
    },
    says: {
      es: [
        'El capital social no es el que acordamos.',
        'revisa su motivo',
        'confirmar otra vez',
        'Ir a mi panel',
      ],
      en: [
        'El capital social no es el que acordamos.',
        'reviews their reason',
        'confirm the draft articles again',
        'Go to my dashboard',
      ],
      zh_cn: [
        'El capital social no es el que acordamos.',
        '审核对方的原因',
        '再次确认公司章程草案',
        '前往控制面板',
      ],
    },
  },
  se_signature_ready: {
    input: (language) => ({ ...base(language), signs: true, via: 'documents' }),
    subject: {
      es: 'Firma el acta de Nopal Azul con tu e.firma en el sistema de la Secretaría de Economía',
      en: "Sign the articles of Nopal Azul with your e.firma in the Secretaría de Economía's system",
      zh_cn: '请在经济部系统中用您的 e.firma 签署 Nopal Azul 的公司章程',
    },
    says: {
      es: [
        'cada accionista la firma ahí con su propia e.firma',
        'Archivo .cer:',
        'Archivo .key:',
        'Contraseña:',
        'Te escribiremos en cuanto quede registrada',
        'Ir a mis documentos',
      ],
      en: [
        'each shareholder signs them there with their own e.firma',
        '.cer file:',
        '.key file:',
        'Password:',
        'We will write to you as soon as it is registered',
        'Go to my documents',
      ],
      zh_cn: [
        '用自己的 e.firma 签署',
        '.cer 文件：',
        '.key 文件：',
        '密码：',
        '公司登记完成后',
        '前往我的文件',
      ],
    },
  },
  deed_recorded: {
    input: (language) => ({
      ...base(language),
      notaryNumber: 137,
      notaryName: 'Lic. María Torres',
      notaryCity: 'Ciudad de México',
      deedNumber: '45,210',
      deedDate: '2026-11-14',
      hasAddress: false,
    }),
    subject: {
      es: 'Nopal Azul ya tiene escritura pública',
      en: 'Nopal Azul now has its public deed',
      zh_cn: 'Nopal Azul 的公证契据已完成',
    },
    says: {
      es: ['137 — Lic. María Torres (Ciudad de México)', '45,210', '14/11/2026', 'Dar dirección de envío'],
      en: ['137 — Lic. María Torres (Ciudad de México)', '45,210', '11/14/2026', 'Give a shipping address'],
      zh_cn: ['137 — Lic. María Torres (Ciudad de México)', '45,210', '2026/11/14', '填写收件地址'],
    },
  },
  testimony_shipped: {
    input: (language) => ({
      ...base(language),
      carrier: 'dhl',
      trackingNumber: '1234567890',
      trackingUrl: TRACKING,
      address: 'Av. Álvaro Obregón 120, Col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
    }),
    subject: {
      es: 'Enviamos el testimonio de Nopal Azul',
      en: "We've shipped the certified copy of Nopal Azul's deed",
      zh_cn: '我们已寄出 Nopal Azul 的公证副本',
    },
    says: {
      es: ['DHL', '1234567890', 'Col. Roma Norte', 'Ver el envío en mi panel'],
      en: ['DHL', '1234567890', 'Col. Roma Norte', 'See the delivery on my dashboard'],
      zh_cn: ['DHL', '1234567890', 'Col. Roma Norte', '在控制面板中查看快递'],
    },
    otherLinks: [TRACKING],
  },
  testimony_delivered: {
    input: (language) => base(language),
    subject: {
      es: 'Entregamos el testimonio de Nopal Azul',
      en: "The certified copy of Nopal Azul's deed has been delivered",
      zh_cn: 'Nopal Azul 的公证副本已送达',
    },
    says: {
      es: ['en la dirección que nos diste', 'Guárdalo en un lugar seguro'],
      en: ['to the address you gave us', 'Keep it somewhere safe'],
      zh_cn: ['送到您提供的地址', '请妥善保管'],
    },
  },
};

const GREETING: Record<Language, string> = { es: 'Hola, Ana:', en: 'Hi Ana,', zh_cn: 'Ana，您好：' };
/** The one sign-off of every e-mail (sign-off.test.ts checks the e-mails outside these kinds). */
const SIGN_OFF: Record<Language, string> = {
  es: '— El equipo de Forja',
  en: '— The Forja team',
  zh_cn: '— Forja 团队',
};
const HTML_LANG: Record<Language, string> = { es: 'lang="es"', en: 'lang="en"', zh_cn: 'lang="zh-CN"' };
const escapedHref = (link: string) => `href="${link.replace(/&/g, '&amp;')}"`;

/** What the HTML part shows as text: markup left out, entities read. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

function render<Kind extends TransactionalMailKind>(kind: Kind, language: Language): Promise<MailContent> {
  const testCase: Case<Kind> = CASES[kind];
  return renderTransactionalMail(kind, testCase.input(language));
}

describe('transactional e-mails', () => {
  for (const kind of TRANSACTIONAL_MAIL_KINDS) {
    for (const language of LANGUAGES) {
      it(`${kind} in ${language}: subject, plain text and HTML in the language, with the link`, async () => {
        const mail = await render(kind, language);
        const { subject, says } = CASES[kind];
        expect(mail.subject).toContain(subject[language]);
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain(GREETING[language]);
          for (const other of LANGUAGES.filter((candidate) => candidate !== language)) {
            expect(part).not.toContain(GREETING[other]);
          }
        }
        expect(mail.text).toContain(`\n\n${SIGN_OFF[language]}\n`);
        expect(visibleText(mail.html)).toContain(SIGN_OFF[language]);
        for (const phrase of says[language]) {
          expect(mail.text).toContain(phrase);
          expect(visibleText(mail.html)).toContain(phrase);
        }
        for (const link of [LINK, ...(CASES[kind].otherLinks ?? [])]) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(escapedHref(link));
        }
        // The footer links to the privacy notice in the reader's language.
        const privacy = `https://forja.test/${language}/legal/privacy`;
        expect(mail.text).toContain(privacy);
        expect(mail.html).toContain(escapedHref(privacy));
        expect(mail.html).toContain(HTML_LANG[language]);
        expect(mail.text).not.toMatch(/<\/?(p|a|table|div|span)\b/);
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/undefined|\[object |NaN/);
      });
    }
  }

  it('tells the founder of an S.A.S. that it is registered online, in the language, never a notary or a testimonio', async () => {
    const says: Record<Language, { subject: string; phrases: string[]; never: RegExp }> = {
      es: {
        subject: 'Nopal Azul ya está inscrita en el Registro Público de Comercio',
        phrases: [
          'Forja capturó en el sistema de la Secretaría de Economía el acta que los socios firmaron en Forja',
          'cada accionista la firmó ahí con su e.firma',
          'Una S.A.S. no pasa por notario',
          'SAS-2026-000123',
          '14/11/2026',
          'RFC',
        ],
        never: /testimonio|paqueter|Notaría:/i,
      },
      en: {
        subject: 'Nopal Azul is now registered in the Public Registry of Commerce',
        phrases: [
          "Forja entered the articles the partners signed in Forja in the Secretaría de Economía's system",
          'each shareholder signed them there with their e.firma',
          'An S.A.S. does not go through a notary',
          'SAS-2026-000123',
          '11/14/2026',
          'RFC',
        ],
        never: /testimonio|courier|Notary:/i,
      },
      zh_cn: {
        subject: 'Nopal Azul 已在商业公共登记处登记',
        phrases: [
          'Forja 将合伙人在 Forja 签署的公司章程录入经济部（SE）电子系统',
          '每位股东在该系统中用各自的 e.firma 签署',
          'S.A.S. 无需经过公证人',
          'SAS-2026-000123',
          '2026/11/14',
          'RFC',
        ],
        never: /testimonio|快递|公证处：/,
      },
    };
    for (const language of LANGUAGES) {
      const mail = await renderTransactionalMail('deed_recorded', {
        ...base(language),
        notaryNumber: null,
        notaryName: null,
        notaryCity: null,
        deedNumber: 'SAS-2026-000123',
        deedDate: '2026-11-14',
        hasAddress: false,
      });
      expect(mail.subject).toBe(says[language].subject);
      for (const phrase of says[language].phrases) {
        expect(mail.text).toContain(phrase);
        expect(visibleText(mail.html)).toContain(phrase);
      }
      expect(mail.text).not.toMatch(says[language].never);
      expect(`${mail.subject}${mail.text}`).not.toMatch(/undefined|null|NaN/);
    }
    // A notarised society (S.A. de C.V.) keeps the notary's deed, and no SE registration or e.firma signature.
    const notarised = await render('deed_recorded', 'es');
    expect(notarised.text).toContain('El notario asentó la escritura pública de Nopal Azul.');
    expect(notarised.text).not.toMatch(/Secretaría de Economía|e\.firma/);
  });

  it("says where the testimonio's original goes: to the address already given, or asks for one", async () => {
    const says: Record<Language, { given: string; asks: string }> = {
      es: {
        given:
          'a la dirección de envío que ya nos diste; puedes cambiarla en tu panel hasta que salga el paquete.',
        asks: 'danos desde tu panel la dirección a la que te lo enviamos y quién lo recibe.',
      },
      en: {
        given:
          "to the shipping address you've already given us; you can change it on your dashboard until the parcel leaves.",
        asks: 'give us the address to ship it to, and who receives it, on your dashboard.',
      },
      zh_cn: {
        given: '寄往您已提供的收件地址；在包裹寄出前，您可以在控制面板中修改。',
        asks: '请在控制面板中告诉我们收件地址和收件人。',
      },
    };
    for (const language of LANGUAGES) {
      const testimony = (hasAddress: boolean) =>
        renderTransactionalMail('forja_document_available', {
          ...base(language),
          documentType: 'testimony',
          hasAddress,
        });
      const given = await testimony(true);
      expect(given.text).toContain(says[language].given);
      expect(visibleText(given.html)).toContain(says[language].given);
      expect(given.text).not.toContain(says[language].asks);
      const asks = await testimony(false);
      expect(asks.text).toContain(says[language].asks);
      expect(asks.text).not.toContain(says[language].given);
    }
    // Another document says nothing about a paper original.
    const articles = await render('forja_document_available', 'es');
    expect(articles.text).not.toMatch(/testimonio original|paquetería/);
  });

  it('escapes what people wrote: a company name, a reply or a note never becomes markup', async () => {
    const hostile = '<img src=x onerror=alert(1)>Nopal & "Co"';
    const mail = await renderTransactionalMail('support_reply', {
      ...base('es'),
      companyName: hostile,
      requestType: '<b>Otra</b>',
      question: '</p><script>alert(2)</script>',
      reply: '<a href="javascript:alert(3)">clic</a>',
    });
    expect(mail.html).not.toMatch(/<img|<script|<b>|href="javascript:/);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;Nopal &amp; &quot;Co&quot;');
    expect(mail.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    // The plain text keeps the words as written.
    expect(mail.text).toContain('<a href="javascript:alert(3)">clic</a>');
  });

  it('refuses a link that is not an absolute http(s) address', async () => {
    for (const link of ['javascript:alert(1)', '/es/dashboard/1/documents', 'data:text/html,hola']) {
      await expect(
        renderTransactionalMail('all_documents_approved', { ...base('es'), link }),
      ).rejects.toThrow(/absolute http/);
    }
  });

  it('says why a document was rejected, in words, for every category, and keeps the note with its lines', async () => {
    const words: Record<(typeof REJECTION_CATEGORIES)[number], [string, string, string]> = {
      illegible: ['No se lee bien.', "It can't be read clearly.", '看不清楚。'],
      expired: ['Ya venció.', 'It has expired.', '已过期。'],
      does_not_match: [
        'Sus datos no coinciden con los que tenemos registrados.',
        "Its details don't match the ones we have on record.",
        '其信息与我们登记的信息不一致。',
      ],
      wrong_document: [
        'No es el documento que pedimos.',
        "It isn't the document we asked for.",
        '不是我们要求的文件。',
      ],
      incomplete: ['Le faltan páginas o datos.', 'Pages or details are missing.', '缺少页面或信息。'],
      other: ['Hay algo que corregir.', 'Something needs fixing.', '有需要修改的地方。'],
    };
    for (const category of REJECTION_CATEGORIES) {
      for (const [index, language] of (['es', 'en', 'zh_cn'] as const).entries()) {
        const mail = await renderTransactionalMail('document_rejected', {
          ...base(language),
          documentType: 'fiscal_identity',
          owner: { kind: 'company' },
          category,
          note: null,
        });
        expect(mail.text).toContain(words[category][index]);
      }
    }
    const unknown = await renderTransactionalMail('document_rejected', {
      ...base('en'),
      documentType: 'made_up_type',
      owner: { kind: 'company' },
      category: 'made_up_reason',
      note: 'Primera línea\nSegunda línea',
    });
    expect(unknown.text).toContain('Document: Document');
    expect(unknown.text).toContain('Something needs fixing.');
    expect(unknown.text).toMatch(/Primera línea\r?\nSegunda línea/);
    expect(unknown.html).toMatch(/Primera línea<br\/?>Segunda línea/);
  });

  it('tells the founder their commissary sends the new file of the commissary’s own document, and offers no upload', async () => {
    const texts = {
      es: ['Tu comisario sube el archivo nuevo desde su cuenta en Forja', 'Ver los documentos', 'Subir'],
      en: ['Your commissary uploads the new file from their Forja account', 'See the documents', 'Upload'],
      zh_cn: ['新文件由您的监事在其 Forja 账户中上传', '查看文件', '上传新文件'],
    } as const;
    for (const language of ['es', 'en', 'zh_cn'] as const) {
      const [next, see, upload] = texts[language];
      const single = await renderTransactionalMail('document_rejected', {
        ...base(language),
        documentType: 'commissary_CSF',
        owner: { kind: 'company', commissaryUploads: true },
        category: 'illegible',
        note: null,
      });
      expect(single.text).toContain(next);
      expect(single.text).toContain(see);
      expect(single.text).not.toContain(upload);
      // In a digest beside a document the founder sends themself: both lines, and the upload for theirs.
      const digest = await renderTransactionalMail('document_review_digest', {
        ...base(language),
        documents: [
          {
            documentType: 'commissary_CSF',
            owner: { kind: 'company', commissaryUploads: true },
            approved: false,
            category: 'illegible',
            note: null,
          },
          {
            documentType: 'CSF_company',
            owner: { kind: 'company' },
            approved: false,
            category: 'expired',
            note: null,
          },
        ],
      });
      expect(digest.text).toContain(next);
      expect(digest.text).toContain(upload);
    }
  });

  it('does not name the partner to themself, and names them to the founder', async () => {
    const input = (recipientIsPartner: boolean) =>
      renderTransactionalMail('document_approved', {
        ...base('es'),
        documentType: 'passport',
        owner: { kind: 'partner', partnerName: 'Luis Pérez', recipientIsPartner },
      });
    expect((await input(false)).text).toContain('De: Luis Pérez');
    expect((await input(true)).text).not.toContain('Luis Pérez');
  });

  it("gives a refused legal name's reason in words, with the operator's note", async () => {
    const refused = (refusalReason: string | null, refusalNote: string | null) =>
      renderTransactionalMail('legal_name_refused', {
        ...base('es'),
        legalName: 'Banco Nopal',
        refusalReason,
        refusalNote,
      });
    const reserved = await refused('reserved_word', 'La palabra «Banco» la reserva la ley.');
    expect(reserved.text).toContain('Lleva una palabra que no se permite en una denominación.');
    expect(reserved.text).toContain('La palabra «Banco» la reserva la ley.');
    expect(reserved.text).not.toContain('Suele pasar');
    expect((await refused(null, null)).text).toContain(
      'Suele pasar cuando ya existe una igual o muy parecida.',
    );
    const other = await refused('other', 'Falta el régimen societario.');
    expect(other.text).toContain('Falta el régimen societario.');
    expect(other.text).not.toContain('Suele pasar');
    const en = await renderTransactionalMail('legal_name_refused', {
      ...base('en'),
      legalName: 'Nopal',
      refusalReason: 'name_taken',
    });
    expect(en.text).toContain('A company with that legal name already exists.');
  });

  it('tells a partner they get the articles e-mails as a partner, not for an account they may not have', async () => {
    for (const kind of ['articles_draft_ready', 'signing_ready', 'signing_reminder'] as const) {
      const mail = await render(kind, 'es');
      expect(mail.text).toContain('Te escribimos porque eres socio de Nopal Azul');
      expect(mail.text).not.toContain('tienes una cuenta en Forja');
      expect(mail.text).toContain('El enlace es solo para ti');
    }
    const founder = await renderTransactionalMail('signing_declined', {
      ...CASES.signing_declined.input('es'),
    });
    expect(founder.text).toContain('Te escribimos porque tienes una cuenta en Forja.');
  });

  it('asks to review the first draft without speaking of an earlier version', async () => {
    const first = await renderTransactionalMail('articles_draft_ready', { ...base('en'), version: 1 });
    expect(first.text).toContain('(version 1) are ready');
    expect(first.text).not.toContain('replaces the previous one');
  });

  it('sends a partner without an account to their link for the signed articles, and promises no notary date', async () => {
    for (const language of LANGUAGES) {
      const byLink = await renderTransactionalMail('signing_completed', {
        ...base(language),
        via: 'act_link',
        formsOnline: false,
      });
      const inDocuments = await render('signing_completed', language);
      expect(byLink.text).not.toBe(inDocuments.text);
      expect(byLink.text).toContain(LINK);
      for (const mail of [byLink, inDocuments]) {
        expect(mail.text).not.toMatch(/notar|fedatario|公证|\d{1,2}\/\d{1,2}|\d+ (días|days|天)/i);
      }
    }
    const es = await renderTransactionalMail('signing_completed', {
      ...base('es'),
      via: 'act_link',
      formsOnline: false,
    });
    expect(es.text).toContain('desde tu enlace');
    expect(es.text).toContain('Ver el acta firmada');
    expect(es.text).toContain('Te escribimos porque eres socio de Nopal Azul');
    expect(es.text).not.toContain('e.firma');
  });

  it("tells an S.A.S.'s shareholders that the legal signature follows with their e.firma in the SE's system", async () => {
    const expected = {
      es: 'con su e.firma vigente',
      en: 'with their valid e.firma',
      zh_cn: '有效的 e.firma',
    };
    for (const language of LANGUAGES) {
      const completed = await renderTransactionalMail('signing_completed', {
        ...base(language),
        via: 'documents',
        formsOnline: true,
      });
      const ready = await renderTransactionalMail('signing_ready', { ...base(language), formsOnline: true });
      for (const mail of [completed, ready]) {
        expect(mail.text).toContain(expected[language]);
        expect(mail.text).not.toMatch(/notar|公证/i);
      }
      expect((await render('signing_ready', language)).text).not.toContain('e.firma');
    }
  });

  it("asks an S.A.S.'s shareholders to sign in the SE's system, tells a founder who is not one that they were asked, and names no portal or date", async () => {
    for (const language of LANGUAGES) {
      const shareholder = await render('se_signature_ready', language);
      const byLink = await renderTransactionalMail('se_signature_ready', {
        ...base(language),
        signs: true,
        via: 'act_link',
      });
      const founder = await renderTransactionalMail('se_signature_ready', {
        ...base(language),
        signs: false,
        via: 'documents',
      });
      expect(founder.subject).not.toBe(shareholder.subject);
      expect(byLink.text).not.toBe(shareholder.text);
      for (const mail of [shareholder, byLink, founder]) {
        expect(mail.text).toMatch(/\.cer/);
        expect(mail.text).toMatch(/\.key/);
        expect(mail.text).not.toMatch(/gob\.mx|notar|公证|\d+ (días|days|天)|\d{1,2}\/\d{1,2}/i);
      }
    }
    const es = await renderTransactionalMail('se_signature_ready', {
      ...base('es'),
      signs: true,
      via: 'act_link',
    });
    expect(es.text).toContain('Ver el acta firmada en Forja');
    expect(es.text).toContain('Te escribimos porque eres socio de Nopal Azul');
    expect(es.text).toContain('El enlace es solo para ti');
    const founder = await renderTransactionalMail('se_signature_ready', {
      ...base('es'),
      signs: false,
      via: 'documents',
    });
    expect(founder.subject).toBe(
      'Los accionistas de Nopal Azul ya pueden firmar el acta en el sistema de la Secretaría de Economía',
    );
    expect(founder.text).toContain('Ya les escribimos a los accionistas');
    expect(founder.text).not.toContain('Es el texto que firmaste en Forja');
  });

  it('says when a partner declined without a reason, and keeps names on one line in the subject', async () => {
    const mail = await renderTransactionalMail('signing_declined', {
      ...base('es'),
      partnerName: 'Luis\n  Pérez',
      reason: '   ',
    });
    expect(mail.subject).toBe('Luis Pérez rechazó firmar el acta constitutiva de Nopal Azul');
    expect(mail.text).toContain('No dejó un motivo.');
    expect(mail.text).toContain('El equipo de Forja revisa el caso y te escribe.');
    const zh = await renderTransactionalMail('signing_declined', {
      ...base('zh_cn'),
      partnerName: 'Luis',
      reason: null,
    });
    expect(zh.text).toContain('对方没有说明原因。');
  });

  it('escapes what a partner wrote in a correction or a decline', async () => {
    const hostile = '<script>alert(1)</script>';
    const correction = await renderTransactionalMail('articles_correction_requested', {
      ...base('en'),
      partnerName: '<b>Luis</b>',
      note: hostile,
    });
    const declined = await renderTransactionalMail('signing_declined', {
      ...base('en'),
      partnerName: 'Luis',
      reason: hostile,
    });
    for (const mail of [correction, declined]) {
      expect(mail.html).not.toMatch(/<script|<b>/);
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
  });

  it('tells an OXXO payment from a card payment', async () => {
    const mail = await renderTransactionalMail('payment_received', {
      ...CASES.payment_received.input('es'),
      method: 'oxxo',
      cardLast4: null,
    });
    expect(mail.subject).toBe('Recibimos tu pago en OXXO para Nopal Azul');
    expect(mail.text).toContain('OXXO nos confirmó tu pago en efectivo de $14,500.00 MXN');
    expect(mail.text).not.toContain('tarjeta');
  });
});

describe('through a real SMTP server', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('every e-mail in every language arrives with its subject, plain-text part and HTML part intact', async () => {
    const mailer = createSmtpMailer({ url: inbox.url, from: 'Forja <hola@forja.test>' });
    const sent: MailContent[] = [];
    for (const kind of TRANSACTIONAL_MAIL_KINDS) {
      for (const language of LANGUAGES) {
        const content = await render(kind, language);
        sent.push(content);
        await mailer.send({ to: `${kind}.${language}@example.mx`, ...content });
      }
    }
    expect(inbox.received).toHaveLength(sent.length);
    inbox.received.forEach((mail, index) => {
      const content = sent[index]!;
      expect(mail.subject).toBe(content.subject);
      expect(mail.text.replace(/\r\n/g, '\n')).toBe(content.text);
      expect(mail.html.replace(/\r\n/g, '\n')).toBe(content.html);
    });
  });
});

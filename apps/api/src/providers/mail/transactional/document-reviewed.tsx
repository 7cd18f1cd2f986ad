/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { documentName } from './document-names';
import { Facts, ForjaEmail, greeting, Muted, Paragraph, PrimaryAction, Quote } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

/** Why an operator rejected a document (the back office's categories). */
export const REJECTION_CATEGORIES = [
  'illegible',
  'expired',
  'does_not_match',
  'wrong_document',
  'incomplete',
  'other',
] as const;
export type RejectionCategory = (typeof REJECTION_CATEGORIES)[number];

const REASONS: Record<Language, Record<RejectionCategory | 'too_old', string>> = {
  es: {
    illegible: 'No se lee bien.',
    expired: 'Ya venció.',
    does_not_match: 'Sus datos no coinciden con los que tenemos registrados.',
    wrong_document: 'No es el documento que pedimos.',
    incomplete: 'Le faltan páginas o datos.',
    too_old: 'Tiene más de 3 meses.',
    other: 'Hay algo que corregir.',
  },
  en: {
    illegible: "It can't be read clearly.",
    expired: 'It has expired.',
    does_not_match: "Its details don't match the ones we have on record.",
    wrong_document: "It isn't the document we asked for.",
    incomplete: 'Pages or details are missing.',
    too_old: "It's more than 3 months old.",
    other: 'Something needs fixing.',
  },
  zh_cn: {
    illegible: '看不清楚。',
    expired: '已过期。',
    does_not_match: '其信息与我们登记的信息不一致。',
    wrong_document: '不是我们要求的文件。',
    incomplete: '缺少页面或信息。',
    too_old: '已超过 3 个月。',
    other: '有需要修改的地方。',
  },
};

/** Other spellings of a category that pages of the app use. */
const CATEGORY_ALIASES: Record<string, RejectionCategory | 'too_old'> = {
  data_mismatch: 'does_not_match',
  outdated: 'too_old',
  too_old: 'too_old',
};

/** A rejection category in words; an unknown one reads as "something needs fixing". */
export function rejectionReason(language: Language, category: string): string {
  const key = (REJECTION_CATEGORIES as readonly string[]).includes(category)
    ? (category as RejectionCategory)
    : (CATEGORY_ALIASES[category] ?? 'other');
  return REASONS[language][key];
}

/**
 * Whose document it is: the company's (its commissary's ID and CSF are told to the founder, and to the
 * commissary themself), or a partner's (told to the founder, or to the partner themself).
 */
export type DocumentOwner =
  | {
      kind: 'company';
      recipientIsCommissary?: boolean;
      /** The founder reading of their commissary's ID or CSF: the commissary, not they, sends a new file. */
      commissaryUploads?: boolean;
    }
  | { kind: 'partner'; partnerName: string; recipientIsPartner: boolean };

export type DocumentApprovedInput = TransactionalMailBase & {
  /** A company document type (fiscal_identity, …) or a partner document type (national_identity, …). */
  documentType: string;
  owner: DocumentOwner;
};

export type DocumentRejectedInput = DocumentApprovedInput & {
  category: string;
  /** The operator's note to the founder, if they wrote one. */
  note?: string | null;
};

const LABELS = {
  es: { document: 'Documento:', company: 'Empresa:', partner: 'De:', reason: 'Motivo:' },
  en: { document: 'Document:', company: 'Company:', partner: 'Of:', reason: 'Reason:' },
  zh_cn: { document: '文件：', company: '公司：', partner: '所属人：', reason: '原因：' },
} as const;

function facts(input: DocumentApprovedInput): [string, string][] {
  const labels = LABELS[input.language];
  const name = documentName(input.language, input.owner.kind, input.documentType);
  const rows: [string, string][] = [[labels.document, name]];
  // The partner reading about their own document is not told their own name.
  if (input.owner.kind === 'partner' && !input.owner.recipientIsPartner) {
    rows.push([labels.partner, input.owner.partnerName]);
  }
  rows.push([labels.company, input.companyName]);
  return rows;
}

/**
 * What the subject names: the document, and whose it is when the founder reads about a partner's (a founder
 * whose partners upload at once gets one e-mail per document, and the subjects must tell them apart).
 */
function subjectName(input: DocumentApprovedInput, name: string): string {
  return input.owner.kind === 'partner' && !input.owner.recipientIsPartner
    ? `${name} — ${input.owner.partnerName}`
    : name;
}

/** A document passed review. Links to the page that lists it (Documents, or the partners' documents). */
export async function documentApprovedEmail(input: DocumentApprovedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const name = documentName(input.language, input.owner.kind, input.documentType);
  const text = {
    es: {
      subject: `Aprobamos un documento: ${subjectName(input, name)}`,
      intro: 'Revisamos y aprobamos este documento:',
      next: 'No tienes que hacer nada más con él.',
      action: 'Ver los documentos',
    },
    en: {
      subject: `Document approved: ${subjectName(input, name)}`,
      intro: 'We reviewed and approved this document:',
      next: "You don't need to do anything else with it.",
      action: 'See the documents',
    },
    zh_cn: {
      subject: `文件已批准：${subjectName(input, name)}`,
      intro: '我们已审核并批准以下文件：',
      next: '这份文件您无需再做任何处理。',
      action: '查看文件',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={`${text.intro} ${name}`}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts rows={facts(input)} />
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** Whether the reader is not the one who sends a new file: a founder reading of their commissary's document. */
export function commissaryUploads(owner: DocumentOwner): boolean {
  return owner.kind === 'company' && owner.commissaryUploads === true;
}

/** What a founder reads when a new file is their commissary's to send, and the action then offered. */
export const COMMISSARY_UPLOADS_TEXT = {
  es: {
    next: 'Tu comisario sube el archivo nuevo desde su cuenta en Forja: ya le escribimos con el motivo.',
    action: 'Ver los documentos',
  },
  en: {
    next: "Your commissary uploads the new file from their Forja account: we've already written to them with the reason.",
    action: 'See the documents',
  },
  zh_cn: {
    next: '新文件由您的监事在其 Forja 账户中上传：我们已将原因发邮件告知对方。',
    action: '查看文件',
  },
} as const;

/**
 * A document did not pass review: the reason in words and the operator's note, and a link to the page where a
 * new file is uploaded (to the documents, when the commissary is the one to send it).
 */
export async function documentRejectedEmail(input: DocumentRejectedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const name = documentName(input.language, input.owner.kind, input.documentType);
  const note = input.note?.trim() ?? '';
  const text = {
    es: {
      subject: `Necesitamos otro archivo: ${subjectName(input, name)}`,
      intro: 'Revisamos este documento y no pudimos aprobarlo:',
      note: 'Nota de nuestro equipo:',
      next: 'Sube un archivo nuevo en Forja y lo revisamos otra vez.',
      help: 'Si no sabes qué cambiar, escríbenos desde la ayuda en Forja.',
      action: 'Subir un archivo nuevo',
    },
    en: {
      subject: `We need another file: ${subjectName(input, name)}`,
      intro: "We reviewed this document and couldn't approve it:",
      note: 'A note from our team:',
      next: "Upload a new file in Forja and we'll review it again.",
      help: "If you're not sure what to change, write to us from the help in Forja.",
      action: 'Upload a new file',
    },
    zh_cn: {
      subject: `需要重新上传：${subjectName(input, name)}`,
      intro: '我们审核了以下文件，但未能批准：',
      note: '我们团队的备注：',
      next: '请在 Forja 中上传新文件，我们会再次审核。',
      help: '如果不确定需要修改什么，请通过 Forja 中的帮助联系我们。',
      action: '上传新文件',
    },
  }[input.language];
  const rows = [
    ...facts(input),
    [LABELS[input.language].reason, rejectionReason(input.language, input.category)],
  ] as const;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={`${text.intro} ${name}`}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts rows={rows} />
      {note && (
        <>
          <Paragraph>{text.note}</Paragraph>
          <Quote text={note} />
        </>
      )}
      <Paragraph>
        {commissaryUploads(input.owner) ? COMMISSARY_UPLOADS_TEXT[input.language].next : text.next}
      </Paragraph>
      <PrimaryAction
        language={input.language}
        href={link}
        label={commissaryUploads(input.owner) ? COMMISSARY_UPLOADS_TEXT[input.language].action : text.action}
      />
      <Muted>{text.help}</Muted>
    </ForjaEmail>,
  );
}

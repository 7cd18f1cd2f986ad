/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import { Fragment } from 'react';
import type { MailContent } from '../mailer';
import { documentName } from './document-names';
import {
  COMMISSARY_UPLOADS_TEXT,
  commissaryUploads,
  rejectionReason,
  type DocumentOwner,
} from './document-reviewed';
import { Facts, ForjaEmail, greeting, Muted, Paragraph, PrimaryAction, Quote } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

/** One reviewed document as its reader is told: approved, or rejected with the reason and the operator's note. */
export type ReviewedDocument = {
  /** A company document type (CSF_company, …) or a partner document type (national_identity, …). */
  documentType: string;
  owner: DocumentOwner;
  approved: boolean;
  /** A rejection's category (illegible, expired, …); null for an approval. */
  category: string | null;
  /** The operator's note about a rejection, for the readers it is written to. */
  note: string | null;
};

export type DocumentReviewDigestInput = TransactionalMailBase & {
  /** The documents reviewed in one sitting, in the order they were reviewed. */
  documents: ReviewedDocument[];
};

const LABELS = {
  es: { document: 'Documento:', partner: 'De:', reason: 'Motivo:', note: 'Nota de nuestro equipo:' },
  en: { document: 'Document:', partner: 'Of:', reason: 'Reason:', note: 'A note from our team:' },
  zh_cn: { document: '文件：', partner: '所属人：', reason: '原因：', note: '我们团队的备注：' },
} as const;

function subject(language: Language, company: string, total: number, rejected: number): string {
  switch (language) {
    case 'es':
      return rejected === 0
        ? `Aprobamos ${total} documentos de ${company}`
        : `Revisamos ${total} documentos de ${company}: ${rejected} ${rejected === 1 ? 'necesita' : 'necesitan'} otro archivo`;
    case 'en':
      return rejected === 0
        ? `We approved ${total} documents for ${company}`
        : `We reviewed ${total} documents for ${company}: ${rejected} ${rejected === 1 ? 'needs' : 'need'} another file`;
    case 'zh_cn':
      return rejected === 0
        ? `我们已批准 ${company} 的 ${total} 份文件`
        : `我们已审核 ${company} 的 ${total} 份文件，其中 ${rejected} 份需要重新上传`;
  }
}

const TEXT = {
  es: {
    intro: (company: string) => `Revisamos estos documentos de ${company}.`,
    rejected: (count: number) => (count === 1 ? 'Necesita otro archivo:' : 'Necesitan otro archivo:'),
    approved: 'Aprobados:',
    nextRejected: (count: number) =>
      count === 1
        ? 'Sube un archivo nuevo en Forja y lo revisamos otra vez.'
        : 'Sube un archivo nuevo de cada uno en Forja y los revisamos otra vez.',
    nextApproved: 'No tienes que hacer nada más con los aprobados.',
    help: 'Si no sabes qué cambiar, escríbenos desde la ayuda en Forja.',
    upload: (count: number) => (count === 1 ? 'Subir el archivo nuevo' : 'Subir los archivos nuevos'),
    see: 'Ver los documentos',
  },
  en: {
    intro: (company: string) => `We reviewed these documents for ${company}.`,
    rejected: (count: number) => (count === 1 ? 'This one needs another file:' : 'These need another file:'),
    approved: 'Approved:',
    nextRejected: (count: number) =>
      count === 1
        ? "Upload a new file in Forja and we'll review it again."
        : "Upload a new file for each one in Forja and we'll review them again.",
    nextApproved: "You don't need to do anything else with the approved ones.",
    help: "If you're not sure what to change, write to us from the help in Forja.",
    upload: (count: number) => (count === 1 ? 'Upload the new file' : 'Upload the new files'),
    see: 'See the documents',
  },
  zh_cn: {
    intro: (company: string) => `我们审核了 ${company} 的以下文件。`,
    rejected: () => '以下文件需要重新上传：',
    approved: '已批准：',
    nextRejected: (count: number) =>
      count === 1
        ? '请在 Forja 中上传新文件，我们会再次审核。'
        : '请在 Forja 中为每份文件上传新文件，我们会再次审核。',
    nextApproved: '已批准的文件您无需再做任何处理。',
    help: '如果不确定需要修改什么，请通过 Forja 中的帮助联系我们。',
    upload: () => '上传新文件',
    see: '查看文件',
  },
} as const;

/** The lines that name one document: what it is, whose (unless the reader's own), and a rejection's reason. */
function rows(language: Language, document: ReviewedDocument): [string, string][] {
  const labels = LABELS[language];
  const lines: [string, string][] = [
    [labels.document, documentName(language, document.owner.kind, document.documentType)],
  ];
  if (document.owner.kind === 'partner' && !document.owner.recipientIsPartner) {
    lines.push([labels.partner, document.owner.partnerName]);
  }
  if (!document.approved) {
    lines.push([labels.reason, rejectionReason(language, document.category ?? 'other')]);
  }
  return lines;
}

/**
 * Several documents of one company reviewed in one sitting, in one e-mail: those that need another file first
 * (each with its reason and the operator's note), then those approved; one action, to upload the new files
 * when any was rejected, else to see the documents.
 */
export async function documentReviewDigestEmail(input: DocumentReviewDigestInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const { language } = input;
  const text = TEXT[language];
  const rejected = input.documents.filter((document) => !document.approved);
  const approved = input.documents.filter((document) => document.approved);
  // The new files the reader sends; their commissary sends their own ID's and CSF's.
  const readerUploads = rejected.filter((document) => !commissaryUploads(document.owner)).length;
  const commissarySends = rejected.length > readerUploads;
  const title = subject(language, input.companyName, input.documents.length, rejected.length);
  return renderEmail(
    title,
    <ForjaEmail appLink={link} language={language} preview={text.intro(input.companyName)}>
      <Paragraph>{greeting(language, input.name)}</Paragraph>
      <Paragraph>{text.intro(input.companyName)}</Paragraph>
      {rejected.length > 0 && (
        <>
          <Paragraph>
            <strong>{text.rejected(rejected.length)}</strong>
          </Paragraph>
          {rejected.map((document, index) => (
            <Fragment key={`rejected-${index}`}>
              <Facts rows={rows(language, document)} />
              {document.note?.trim() && (
                <>
                  <Muted>{LABELS[language].note}</Muted>
                  <Quote text={document.note} />
                </>
              )}
            </Fragment>
          ))}
        </>
      )}
      {approved.length > 0 && (
        <>
          <Paragraph>
            <strong>{text.approved}</strong>
          </Paragraph>
          {approved.map((document, index) => (
            <Facts key={`approved-${index}`} rows={rows(language, document)} />
          ))}
        </>
      )}
      {readerUploads > 0 && <Paragraph>{text.nextRejected(readerUploads)}</Paragraph>}
      {commissarySends && <Paragraph>{COMMISSARY_UPLOADS_TEXT[language].next}</Paragraph>}
      {approved.length > 0 && <Paragraph>{text.nextApproved}</Paragraph>}
      <PrimaryAction
        language={language}
        href={link}
        label={readerUploads > 0 ? text.upload(readerUploads) : text.see}
      />
      {rejected.length > 0 && <Muted>{text.help}</Muted>}
    </ForjaEmail>,
  );
}

import type { MailContent } from '../mailer';
import { allDocumentsApprovedEmail, type AllDocumentsApprovedInput } from './all-documents-approved';
import {
  articlesCorrectionRequestedEmail,
  type ArticlesCorrectionRequestedInput,
} from './articles-correction-requested';
import { articlesDraftReadyEmail, type ArticlesDraftReadyInput } from './articles-draft-ready';
import { cfdiIssuedEmail, type CfdiIssuedInput } from './cfdi-issued';
import { documentReviewDigestEmail, type DocumentReviewDigestInput } from './document-review-digest';
import {
  documentApprovedEmail,
  documentRejectedEmail,
  type DocumentApprovedInput,
  type DocumentRejectedInput,
} from './document-reviewed';
import {
  deedRecordedEmail,
  testimonyDeliveredEmail,
  testimonyShippedEmail,
  type DeedRecordedInput,
  type TestimonyDeliveredInput,
  type TestimonyShippedInput,
} from './deed-and-delivery';
import { forjaDocumentAvailableEmail, type ForjaDocumentAvailableInput } from './forja-document-available';
import {
  legalNameApprovedEmail,
  legalNameRefusedEmail,
  type LegalNameDecidedInput,
} from './legal-name-decided';
import { paymentFailedEmail, type PaymentFailedInput } from './payment-failed';
import { paymentReceivedEmail, type PaymentReceivedInput } from './payment-received';
import { seSignatureReadyEmail, type SeSignatureReadyInput } from './se-signature-ready';
import { signingCompletedEmail, type SigningCompletedInput } from './signing-completed';
import { signingDeclinedEmail, type SigningDeclinedInput } from './signing-declined';
import { signingReadyEmail, type SigningReadyInput } from './signing-ready';
import { signingReminderEmail, type SigningReminderInput } from './signing-reminder';
import { supportReplyEmail, type SupportReplyInput } from './support-reply';
import { weeklyReminderEmail, type WeeklyReminderInput } from './weekly-reminder';

/**
 * Forja's transactional e-mails (React components rendered with react-email), each in es, en and zh_cn with
 * an HTML and a plain-text part and a link to the page it is about. The account e-mails (codes, recovery,
 * invitations) stay in ../templates.ts.
 */
export type TransactionalMailInputs = {
  payment_received: PaymentReceivedInput;
  payment_failed: PaymentFailedInput;
  cfdi_issued: CfdiIssuedInput;
  document_approved: DocumentApprovedInput;
  document_rejected: DocumentRejectedInput;
  document_review_digest: DocumentReviewDigestInput;
  all_documents_approved: AllDocumentsApprovedInput;
  legal_name_approved: LegalNameDecidedInput;
  legal_name_refused: LegalNameDecidedInput;
  forja_document_available: ForjaDocumentAvailableInput;
  support_reply: SupportReplyInput;
  weekly_reminder: WeeklyReminderInput;
  articles_draft_ready: ArticlesDraftReadyInput;
  articles_correction_requested: ArticlesCorrectionRequestedInput;
  signing_ready: SigningReadyInput;
  signing_reminder: SigningReminderInput;
  signing_completed: SigningCompletedInput;
  signing_declined: SigningDeclinedInput;
  se_signature_ready: SeSignatureReadyInput;
  deed_recorded: DeedRecordedInput;
  testimony_shipped: TestimonyShippedInput;
  testimony_delivered: TestimonyDeliveredInput;
};
export type TransactionalMailKind = keyof TransactionalMailInputs;

const RENDERERS: {
  [Kind in TransactionalMailKind]: (input: TransactionalMailInputs[Kind]) => Promise<MailContent>;
} = {
  payment_received: paymentReceivedEmail,
  payment_failed: paymentFailedEmail,
  cfdi_issued: cfdiIssuedEmail,
  document_approved: documentApprovedEmail,
  document_rejected: documentRejectedEmail,
  document_review_digest: documentReviewDigestEmail,
  all_documents_approved: allDocumentsApprovedEmail,
  legal_name_approved: legalNameApprovedEmail,
  legal_name_refused: legalNameRefusedEmail,
  forja_document_available: forjaDocumentAvailableEmail,
  support_reply: supportReplyEmail,
  weekly_reminder: weeklyReminderEmail,
  articles_draft_ready: articlesDraftReadyEmail,
  articles_correction_requested: articlesCorrectionRequestedEmail,
  signing_ready: signingReadyEmail,
  signing_reminder: signingReminderEmail,
  signing_completed: signingCompletedEmail,
  signing_declined: signingDeclinedEmail,
  se_signature_ready: seSignatureReadyEmail,
  deed_recorded: deedRecordedEmail,
  testimony_shipped: testimonyShippedEmail,
  testimony_delivered: testimonyDeliveredEmail,
};

export const TRANSACTIONAL_MAIL_KINDS = Object.keys(RENDERERS) as TransactionalMailKind[];

/** Renders one transactional e-mail: its subject, HTML and plain text, ready for `mailer.send`. */
export function renderTransactionalMail<Kind extends TransactionalMailKind>(
  kind: Kind,
  input: TransactionalMailInputs[Kind],
): Promise<MailContent> {
  const renderer: (input: TransactionalMailInputs[Kind]) => Promise<MailContent> = RENDERERS[kind];
  return renderer(input);
}

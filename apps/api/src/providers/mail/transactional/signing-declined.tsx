/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { ForjaEmail, greeting, Paragraph, PrimaryAction, Quote } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { oneLine } from './signing-copy';

export type SigningDeclinedInput = TransactionalMailBase & {
  /** The partner who declined, by the name the company lists them with. */
  partnerName: string;
  /** What they wrote when declining, if anything. */
  reason: string | null;
};

/**
 * A partner declined to sign: to the founder, with the partner's reason. Forja's team reviews it, and the
 * draft must be acknowledged again before anyone signs. Links to the founder's dashboard.
 */
export async function signingDeclinedEmail(input: SigningDeclinedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const partner = oneLine(input.partnerName);
  const reason = input.reason?.trim() ?? '';
  const text = {
    es: {
      subject: `${partner} rechazó firmar el acta constitutiva de ${company}`,
      declined: `${partner} rechazó firmar el acta constitutiva de ${company}, así que la firma se detuvo.`,
      reason: 'Su motivo:',
      noReason: 'No dejó un motivo.',
      review: reason
        ? 'El equipo de Forja revisa su motivo y te escribe.'
        : 'El equipo de Forja revisa el caso y te escribe.',
      again: 'Antes de volver a firmar, todos los socios tendrán que confirmar otra vez el proyecto de acta.',
      action: 'Ir a mi panel',
    },
    en: {
      subject: `${partner} declined to sign the articles of incorporation of ${company}`,
      declined: `${partner} declined to sign the articles of incorporation of ${company}, so the signing has stopped.`,
      reason: 'Their reason:',
      noReason: 'They gave no reason.',
      review: reason
        ? "Forja's team reviews their reason and will write to you."
        : "Forja's team reviews it and will write to you.",
      again: 'Before signing again, every partner will have to confirm the draft articles again.',
      action: 'Go to my dashboard',
    },
    zh_cn: {
      subject: `${partner} 拒绝签署 ${company} 的公司章程`,
      declined: `${partner} 拒绝签署 ${company} 的公司章程（acta constitutiva），签署已暂停。`,
      reason: '对方给出的原因：',
      noReason: '对方没有说明原因。',
      review: reason ? 'Forja 团队会审核对方的原因，并写信给您。' : 'Forja 团队会审核此情况，并写信给您。',
      again: '重新签署之前，所有合伙人需要再次确认公司章程草案。',
      action: '前往控制面板',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.declined}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.declined}</Paragraph>
      {reason ? (
        <>
          <Paragraph>{text.reason}</Paragraph>
          <Quote text={reason} />
        </>
      ) : (
        <Paragraph>{text.noReason}</Paragraph>
      )}
      <Paragraph>{text.review}</Paragraph>
      <Paragraph>{text.again}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { Language } from '@forja/domain';
import type { MailContent } from '../mailer';
import { quoted } from './document-names';
import { ForjaEmail, greeting, Muted, Paragraph, PrimaryAction, Quote } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type LegalNameDecidedInput = TransactionalMailBase & {
  /** The proposed legal name (denominación) the Secretaría de Economía decided on. */
  legalName: string;
  /** Why it was refused: name_taken, similar_name, reserved_word or other (the back office's reasons). */
  refusalReason?: string | null;
  /** The operator's note to the founder about a refusal. */
  refusalNote?: string | null;
};

const REFUSAL_REASONS: Record<Language, Record<string, string>> = {
  es: {
    name_taken: 'Ya existe una empresa con esa denominación.',
    similar_name: 'Se parece demasiado a una denominación que ya existe.',
    reserved_word: 'Lleva una palabra que no se permite en una denominación.',
  },
  en: {
    name_taken: 'A company with that legal name already exists.',
    similar_name: 'It is too similar to a legal name that already exists.',
    reserved_word: "It contains a word that isn't allowed in a legal name.",
  },
  zh_cn: {
    name_taken: '已有公司使用这个名称。',
    similar_name: '与已有的名称过于相似。',
    reserved_word: '包含公司名称中不允许使用的词语。',
  },
};

/** The Secretaría de Economía authorised a legal name. Links to the company's legal-name page. */
export async function legalNameApprovedEmail(input: LegalNameDecidedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const name = quoted(input.language, input.legalName);
  const text = {
    es: {
      subject: `La Secretaría de Economía autorizó ${name}`,
      decided: `La Secretaría de Economía (SE) autorizó ${name} como denominación de tu empresa.`,
      explain: 'La denominación es el nombre legal de tu empresa: el que llevará su acta constitutiva.',
      action: 'Ver la denominación',
    },
    en: {
      subject: `The Ministry of Economy authorised ${name}`,
      decided: `Mexico's Ministry of Economy (Secretaría de Economía, SE) authorised ${name} as your company's legal name (denominación).`,
      explain:
        "The legal name is your company's official name: the one its articles of incorporation will carry.",
      action: 'See the legal name',
    },
    zh_cn: {
      subject: `经济部已批准${name}`,
      decided: `Secretaría de Economía（经济部，SE）已批准${name}作为您公司的 denominación（公司名称）。`,
      explain: '公司名称是贵公司的法定名称，将写入公司章程（acta constitutiva）。',
      action: '查看公司名称',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.decided}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.decided}</Paragraph>
      <Muted>{text.explain}</Muted>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/** The Secretaría de Economía did not authorise a legal name. Links to the company's legal-name page. */
export async function legalNameRefusedEmail(input: LegalNameDecidedInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const name = quoted(input.language, input.legalName);
  const text = {
    es: {
      subject: `La Secretaría de Economía no autorizó ${name}`,
      decided: `La Secretaría de Economía (SE) no autorizó ${name} como denominación de tu empresa.`,
      explain: 'La denominación es el nombre legal de tu empresa.',
      usually: 'Suele pasar cuando ya existe una igual o muy parecida.',
      note: 'Nota de nuestro equipo:',
      next: 'En Forja puedes revisar tus propuestas de nombre y agregar otras.',
      action: 'Ver mis propuestas',
    },
    en: {
      subject: `The Ministry of Economy did not authorise ${name}`,
      decided: `Mexico's Ministry of Economy (Secretaría de Economía, SE) did not authorise ${name} as your company's legal name (denominación).`,
      explain: "The legal name is your company's official name.",
      usually: 'This usually happens when the same or a very similar name already exists.',
      note: 'A note from our team:',
      next: 'In Forja you can review your proposed names and add others.',
      action: 'See my proposals',
    },
    zh_cn: {
      subject: `经济部未批准${name}`,
      decided: `Secretaría de Economía（经济部，SE）未批准${name}作为您公司的 denominación（公司名称）。`,
      explain: '公司名称是贵公司的法定名称。',
      usually: '通常是因为已有相同或非常相似的名称。',
      note: '我们团队的备注：',
      next: '您可以在 Forja 中查看您提议的名称，并添加其他名称。',
      action: '查看我的提议',
    },
  }[input.language];
  const reasons = REFUSAL_REASONS[input.language];
  // A reason in words; with no reason given, the usual one; 'other' leaves the explaining to the note.
  const reason = input.refusalReason
    ? Object.hasOwn(reasons, input.refusalReason)
      ? reasons[input.refusalReason]
      : null
    : text.usually;
  const note = input.refusalNote?.trim() ?? '';
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.decided}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.decided}</Paragraph>
      {reason && <Paragraph>{reason}</Paragraph>}
      {note && (
        <>
          <Paragraph>{text.note}</Paragraph>
          <Quote text={note} />
        </>
      )}
      <Muted>{text.explain}</Muted>
      <Paragraph>{text.next}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

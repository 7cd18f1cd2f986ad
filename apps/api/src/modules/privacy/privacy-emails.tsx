/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { formatZonedDateTime, type Language } from '@forja/domain';
import type { MailContent } from '../../providers/mail/mailer';
import {
  Facts,
  ForjaEmail,
  greeting,
  Paragraph,
  PrimaryAction,
} from '../../providers/mail/transactional/layout';
import { renderEmail, requireWebLink } from '../../providers/mail/transactional/render-email';

/** A date and time as the reader reads it, on Mexico City's clock and saying so, as every e-mail does. */
function when(date: Date, language: Language): string {
  return formatZonedDateTime(language, date, { dateStyle: 'long', timeStyle: 'short' });
}

type PrivacyMailBase = { language: Language; name: string; link: string };

/** The copy of their data a person asked for is ready: it is downloaded from the account page until `expiresAt`. */
export async function dataExportReadyEmail(
  input: PrivacyMailBase & { expiresAt: Date },
): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const until = when(input.expiresAt, input.language);
  const text = {
    es: {
      subject: 'Tu copia de datos está lista',
      intro:
        'Preparamos el archivo .zip con todo lo que Forja guarda sobre ti: tus datos en archivos JSON y los documentos que subiste.',
      how: 'Descárgalo desde “Mis datos”, en tu cuenta; por seguridad te pediremos iniciar sesión.',
      until: 'Disponible hasta:',
      action: 'Ir a Mis datos',
    },
    en: {
      subject: 'Your copy of your data is ready',
      intro:
        'We have prepared the .zip file with everything Forja holds about you: your data as JSON files and the documents you uploaded.',
      how: 'Download it from “My data” in your account; for your security you will be asked to sign in.',
      until: 'Available until:',
      action: 'Go to My data',
    },
    zh_cn: {
      subject: '您的数据副本已准备好',
      intro: '我们已准备好 .zip 文件，包含 Forja 保存的关于您的全部信息：JSON 格式的数据和您上传的文件。',
      how: '请在账户的“我的数据”中下载；为了安全，需要先登录。',
      until: '可下载至：',
      action: '前往我的数据',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts rows={[[text.until, until]]} />
      <Paragraph>{text.how}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

/**
 * The account was cancelled at the person's request: it is blocked now, the rest of the data is erased on
 * `eraseAfter`, and what the law keeps (invoices, signed acts) is named with how long.
 */
export async function accountCancelledEmail(
  input: PrivacyMailBase & { eraseAfter: Date; invoicesYears: number; signedActsYears: number },
): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const date = when(input.eraseAfter, input.language);
  const text = {
    es: {
      subject: 'Cancelamos tu cuenta de Forja',
      intro:
        'Recibimos tu solicitud de cancelación. Tu cuenta quedó bloqueada: nadie puede iniciar sesión con ella y tus datos ya no aparecen en ninguna lista.',
      erase: 'Borrado definitivo:',
      kept: `La ley nos obliga a conservar las facturas de lo que pagaste (${input.invoicesYears} años, Código Fiscal de la Federación) y los actos firmados de una sociedad (${input.signedActsYears} años, Código de Comercio). Todo lo demás —cuenta, documentos, consentimientos y solicitudes— se borra en esa fecha.`,
      mistake: 'Si no pediste esto, escríbenos a privacidad@forja.mx antes de esa fecha.',
      action: 'Leer el aviso de privacidad',
    },
    en: {
      subject: 'We cancelled your Forja account',
      intro:
        'We received your cancellation request. Your account is blocked: nobody can sign in with it and your data no longer appears in any list.',
      erase: 'Final deletion:',
      kept: `The law requires us to keep the invoices of what you paid (${input.invoicesYears} years, Federal Tax Code) and a company’s signed acts (${input.signedActsYears} years, Commercial Code). Everything else —account, documents, consents and requests— is deleted on that date.`,
      mistake: 'If you did not ask for this, write to privacidad@forja.mx before that date.',
      action: 'Read the privacy notice',
    },
    zh_cn: {
      subject: '您的 Forja 账户已注销',
      intro: '我们已收到您的注销申请。您的账户已被冻结：任何人都无法再登录，您的数据也不再出现在任何列表中。',
      erase: '彻底删除日期：',
      kept: `依照法律，我们须保留您付款的发票（${input.invoicesYears} 年，《联邦税法典》）以及公司已签署的文书（${input.signedActsYears} 年，《商法典》）。其他一切——账户、文件、同意记录和申请——将在该日期删除。`,
      mistake: '如果这不是您本人的申请，请在该日期之前写信至 privacidad@forja.mx。',
      action: '阅读隐私声明',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={text.intro}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.intro}</Paragraph>
      <Facts rows={[[text.erase, date]]} />
      <Paragraph>{text.kept}</Paragraph>
      <Paragraph>{text.mistake}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

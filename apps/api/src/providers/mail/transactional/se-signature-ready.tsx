/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { Facts, ForjaEmail, greeting, Muted, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';
import { partnerWhy, personalLinkNote } from './signing-copy';

export type SeSignatureReadyInput = TransactionalMailBase & {
  /**
   * The reader is one of the shareholders, who signs with their own e.firma; false for a founder who is not
   * among them (told that each shareholder signs, and that they were written to).
   */
  signs: boolean;
  /**
   * Where the reader finds the articles they signed in Forja: the company's Documents page (an account), or
   * their own act link (a partner without an account).
   */
  via: 'documents' | 'act_link';
};

/**
 * An S.A.S.: Forja has entered its articles in the Secretaría de Economía's electronic system, and the legal
 * signature is now each shareholder's, there, with their own e.firma (decision 020). Says what to have at hand
 * (the e.firma's .cer and .key files and its password), that nobody can sign for another, and that Forja writes
 * when the company is registered. Names no address of the SE's system and promises no date.
 */
export async function seSignatureReadyEmail(input: SeSignatureReadyInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const company = input.companyName;
  const byLink = input.via === 'act_link';
  const text = {
    es: {
      subject: input.signs
        ? `Firma el acta de ${company} con tu e.firma en el sistema de la Secretaría de Economía`
        : `Los accionistas de ${company} ya pueden firmar el acta en el sistema de la Secretaría de Economía`,
      ready: `Capturamos el acta constitutiva de ${company} en el sistema electrónico de la Secretaría de Economía (SE). Falta su firma legal: cada accionista la firma ahí con su propia e.firma, y nadie puede firmar por otro.`,
      todo: input.signs
        ? 'Entra con tu e.firma al sistema en línea de la Secretaría de Economía y firma el acta. Es el texto que firmaste en Forja.'
        : 'Ya les escribimos a los accionistas para que entren con su e.firma al sistema en línea de la Secretaría de Economía y firmen el acta.',
      need: input.signs
        ? 'Para firmar necesitas tu e.firma vigente (la firma electrónica que da el SAT):'
        : 'Cada accionista necesita su e.firma vigente (la firma electrónica que da el SAT):',
      rows: [
        ['Archivo .cer:', 'el certificado de la e.firma'],
        ['Archivo .key:', 'la clave privada'],
        ['Contraseña:', 'la de la clave privada'],
      ] as [string, string][],
      expired: input.signs
        ? 'Si tu e.firma venció o todavía no la tienes, tramítala o renuévala con el SAT antes de firmar.'
        : 'Quien tenga la e.firma vencida o todavía no la tenga debe tramitarla o renovarla con el SAT antes de firmar.',
      then: 'Cuando todos los accionistas hayan firmado, el sistema de la SE inscribe la empresa en el Registro Público de Comercio. Te escribiremos en cuanto quede registrada.',
      help: 'Si algo no te deja firmar, escríbenos desde la ayuda en Forja.',
      action: byLink ? 'Ver el acta firmada en Forja' : 'Ir a mis documentos',
    },
    en: {
      subject: input.signs
        ? `Sign the articles of ${company} with your e.firma in the Secretaría de Economía's system`
        : `The shareholders of ${company} can now sign the articles in the Secretaría de Economía's system`,
      ready: `We have entered the articles of incorporation of ${company} in the Secretaría de Economía's (SE) electronic system. Their legal signature comes next: each shareholder signs them there with their own e.firma, and nobody can sign for anyone else.`,
      todo: input.signs
        ? "Sign in to the Secretaría de Economía's online system with your e.firma and sign the articles. They are the text you signed in Forja."
        : "We have written to the shareholders to sign in to the Secretaría de Economía's online system with their e.firma and sign the articles.",
      need: input.signs
        ? "To sign you need your valid e.firma (the SAT's electronic signature):"
        : "Each shareholder needs their valid e.firma (the SAT's electronic signature):",
      rows: [
        ['.cer file:', "the e.firma's certificate"],
        ['.key file:', 'the private key'],
        ['Password:', "the private key's password"],
      ] as [string, string][],
      expired: input.signs
        ? "If your e.firma has expired or you don't have one yet, get it or renew it with the SAT before signing."
        : 'A shareholder whose e.firma has expired, or who has none yet, gets it or renews it with the SAT before signing.',
      then: "Once every shareholder has signed, the SE's system registers the company in the Registro Público de Comercio (the public registry of commerce). We will write to you as soon as it is registered.",
      help: "If something won't let you sign, write to us from the help in Forja.",
      action: byLink ? 'See the articles signed in Forja' : 'Go to my documents',
    },
    zh_cn: {
      subject: input.signs
        ? `请在经济部系统中用您的 e.firma 签署 ${company} 的公司章程`
        : `${company} 的股东现在可以在经济部系统中签署公司章程了`,
      ready: `我们已将 ${company} 的公司章程（acta constitutiva）录入经济部（Secretaría de Economía，SE）的电子系统。接下来是法定签署：每位股东须在该系统中用自己的 e.firma 签署，任何人都不能代他人签署。`,
      todo: input.signs
        ? '请用您的 e.firma 登录经济部的在线系统并签署公司章程。章程内容就是您在 Forja 签署的文本。'
        : '我们已写信通知各位股东，请他们用自己的 e.firma 登录经济部的在线系统并签署公司章程。',
      need: input.signs
        ? '签署时您需要有效的 e.firma（SAT（墨西哥税务管理局）颁发的电子签名）：'
        : '每位股东都需要有效的 e.firma（SAT（墨西哥税务管理局）颁发的电子签名）：',
      rows: [
        ['.cer 文件：', 'e.firma 的证书'],
        ['.key 文件：', '私钥'],
        ['密码：', '私钥的密码'],
      ] as [string, string][],
      expired: input.signs
        ? '如果您的 e.firma 已过期或尚未办理，请在签署前向 SAT 办理或更新。'
        : 'e.firma 已过期或尚未办理的股东，须在签署前向 SAT 办理或更新。',
      then: '所有股东签署后，经济部系统会将公司登记到商业公共登记处（Registro Público de Comercio）。公司登记完成后，我们会立即写信告诉您。',
      help: '如果无法签署，请通过 Forja 中的帮助联系我们。',
      action: byLink ? '查看在 Forja 签署的公司章程' : '前往我的文件',
    },
  }[input.language];
  return renderEmail(
    text.subject,
    <ForjaEmail
      appLink={link}
      language={input.language}
      preview={text.ready}
      why={byLink ? partnerWhy(input.language, company) : undefined}
    >
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.ready}</Paragraph>
      <Paragraph>{text.todo}</Paragraph>
      <Paragraph>{text.need}</Paragraph>
      <Facts rows={text.rows} />
      <Paragraph>{text.expired}</Paragraph>
      <Paragraph>{text.then}</Paragraph>
      <Paragraph>{text.help}</Paragraph>
      <PrimaryAction language={input.language} href={link} label={text.action} />
      {byLink && <Muted>{personalLinkNote(input.language)}</Muted>}
    </ForjaEmail>,
  );
}

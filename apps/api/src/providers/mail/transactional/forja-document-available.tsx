/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { MailContent } from '../mailer';
import { documentName } from './document-names';
import { Facts, ForjaEmail, greeting, Paragraph, PrimaryAction } from './layout';
import type { TransactionalMailBase } from './mail-input';
import { renderEmail, requireWebLink } from './render-email';

export type ForjaDocumentAvailableInput = TransactionalMailBase & {
  /** The company document type Forja (or the notary) delivered: articles_of_incorporation, mandate_contract… */
  documentType: string;
  /** The founder has already given the address the testimonio's paper original is shipped to. */
  hasAddress: boolean;
};

/**
 * A document Forja issued for the company is ready to download. Links to the Documents page. For the testimonio,
 * where its paper original goes: to the address already given (changeable until the parcel leaves), or asks for
 * one, as the deed's e-mail before it does.
 */
export async function forjaDocumentAvailableEmail(input: ForjaDocumentAvailableInput): Promise<MailContent> {
  const link = requireWebLink(input.link);
  const name = documentName(input.language, 'company', input.documentType);
  const text = {
    es: {
      subject: `Ya puedes descargar: ${name}`,
      ready: 'Dejamos un documento nuevo de tu empresa en Forja:',
      labels: ['Documento:', 'Empresa:'],
      where: 'Lo encuentras en Documentos, en la sección de los que te entregamos.',
      original: input.hasAddress
        ? 'El testimonio original en papel te lo enviamos por paquetería a la dirección de envío que ya nos diste; puedes cambiarla en tu panel hasta que salga el paquete.'
        : 'El testimonio original en papel te lo enviamos por paquetería: danos desde tu panel la dirección a la que te lo enviamos y quién lo recibe.',
      action: 'Ir a mis documentos',
    },
    en: {
      subject: `Ready to download: ${name}`,
      ready: "We've added a new document of your company to Forja:",
      labels: ['Document:', 'Company:'],
      where: "You'll find it in Documents, among the ones we deliver.",
      original: input.hasAddress
        ? "We ship you the paper original of the certified copy by courier, to the shipping address you've already given us; you can change it on your dashboard until the parcel leaves."
        : 'We ship you the paper original of the certified copy by courier: give us the address to ship it to, and who receives it, on your dashboard.',
      action: 'Go to my documents',
    },
    zh_cn: {
      subject: `可以下载了：${name}`,
      ready: '我们已在 Forja 中为您的公司添加了一份新文件：',
      labels: ['文件：', '公司：'],
      where: '您可以在“文件”页面的“由我们交付”部分找到它。',
      original: input.hasAddress
        ? '公证副本的纸质原件将通过快递寄往您已提供的收件地址；在包裹寄出前，您可以在控制面板中修改。'
        : '公证副本的纸质原件将通过快递寄给您：请在控制面板中告诉我们收件地址和收件人。',
      action: '前往我的文件',
    },
  }[input.language];
  const [documentLabel = '', companyLabel = ''] = text.labels;
  return renderEmail(
    text.subject,
    <ForjaEmail appLink={link} language={input.language} preview={`${text.ready} ${name}`}>
      <Paragraph>{greeting(input.language, input.name)}</Paragraph>
      <Paragraph>{text.ready}</Paragraph>
      <Facts
        rows={[
          [documentLabel, name],
          [companyLabel, input.companyName],
        ]}
      />
      <Paragraph>{text.where}</Paragraph>
      {input.documentType === 'testimony' && <Paragraph>{text.original}</Paragraph>}
      <PrimaryAction language={input.language} href={link} label={text.action} />
    </ForjaEmail>,
  );
}

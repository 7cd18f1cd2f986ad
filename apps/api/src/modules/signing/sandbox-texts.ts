import type { Language } from '@forja/domain';
import type { SandboxSignerStatus, SigningInputError } from '../../providers/signature/sandbox';

/** The sandbox signing pages' texts, in Forja's three languages (server-rendered pages: no SPA locales here). */
export type SignatureSandboxTexts = {
  html_lang: string;
  banner: string;
  banner_detail: string;
  title: string;
  greeting: (name: string) => string;
  intro: string;
  document_heading: string;
  open_document: string;
  open_signed_document: string;
  document_help: string;
  fingerprint: string;
  signers_heading: string;
  signer_status: Record<SandboxSignerStatus, string>;
  you: string;
  sign_heading: string;
  consent: string;
  signature_label: string;
  signature_help: (name: string) => string;
  sign: string;
  decline_heading: string;
  decline_explain: string;
  reason_label: string;
  decline: string;
  errors: Record<SigningInputError | 'delivery_failed', string>;
  already_signed: string;
  finish: string;
  waiting_turn: string;
  you_declined: string;
  envelope_declined: string;
  envelope_voided: string;
  envelope_completed: string;
  back_to_forja: string;
  not_found_title: string;
  not_found: string;
  unavailable_title: string;
  unavailable: string;
  language: string;
};

const es: SignatureSandboxTexts = {
  html_lang: 'es',
  banner: 'SANDBOX',
  banner_detail: 'Modo de prueba: esta firma electrónica no tiene validez legal.',
  title: 'Firma electrónica (prueba)',
  greeting: (name) => `Hola, ${name}.`,
  intro: 'Lee el documento completo y, si estás de acuerdo, fírmalo electrónicamente.',
  document_heading: 'Documento',
  open_document: 'Abrir el documento (PDF)',
  open_signed_document: 'Abrir el documento firmado (PDF)',
  document_help: 'Se abre en una pestaña nueva.',
  fingerprint: 'Huella SHA-256 del documento',
  signers_heading: 'Firmantes',
  signer_status: { pending: 'Pendiente', viewed: 'Pendiente', signed: 'Firmó', declined: 'Rechazó' },
  you: '(tú)',
  sign_heading: 'Firmar',
  consent:
    'Acepto firmar electrónicamente este documento y que mi firma electrónica tenga el mismo valor que mi firma autógrafa.',
  signature_label: 'Tu firma: escribe tu nombre completo',
  signature_help: (name) => `Escríbelo como aparece en el documento: ${name}.`,
  sign: 'Firmar el documento',
  decline_heading: 'Rechazar la firma',
  decline_explain:
    'Si algo no está bien, rechaza la firma y di por qué. El documento ya no podrá firmarse y Forja preparará una nueva versión.',
  reason_label: 'Motivo del rechazo',
  decline: 'Rechazar la firma',
  errors: {
    consent_required: 'Marca la casilla para aceptar firmar electrónicamente.',
    signature_required: 'Escribe tu nombre completo para firmar.',
    reason_required: 'Escribe el motivo del rechazo.',
    delivery_failed: 'No pudimos avisar a Forja. Inténtalo de nuevo en unos segundos.',
  },
  already_signed: 'Ya firmaste este documento. Gracias.',
  finish: 'Terminar la firma',
  waiting_turn:
    'Todavía no es tu turno: otros firmantes deben firmar antes que tú. Vuelve a este enlace más tarde.',
  you_declined: 'Rechazaste firmar este documento. Forja ya recibió tu motivo.',
  envelope_declined: 'Otro firmante rechazó este documento, así que ya no puede firmarse.',
  envelope_voided:
    'Esta solicitud de firma se canceló porque el documento cambió. Forja te enviará la nueva versión.',
  envelope_completed: 'Todos los firmantes firmaron este documento.',
  back_to_forja: 'Volver a Forja',
  not_found_title: 'Solicitud de firma no encontrada',
  not_found: 'Este enlace de firma no existe o ya no está disponible. Vuelve a Forja para continuar.',
  unavailable_title: 'Documento no disponible',
  unavailable: 'Esta solicitud de firma ya no está activa, así que su documento no está disponible.',
  language: 'Idioma',
};

const en: SignatureSandboxTexts = {
  html_lang: 'en',
  banner: 'SANDBOX',
  banner_detail: 'Test mode: this electronic signature has no legal effect.',
  title: 'Electronic signature (test)',
  greeting: (name) => `Hello, ${name}.`,
  intro: 'Read the whole document and, if you agree with it, sign it electronically.',
  document_heading: 'Document',
  open_document: 'Open the document (PDF)',
  open_signed_document: 'Open the signed document (PDF)',
  document_help: 'It opens in a new tab.',
  fingerprint: 'SHA-256 fingerprint of the document',
  signers_heading: 'Signers',
  signer_status: { pending: 'Pending', viewed: 'Pending', signed: 'Signed', declined: 'Declined' },
  you: '(you)',
  sign_heading: 'Sign',
  consent:
    'I agree to sign this document electronically and that my electronic signature has the same effect as my handwritten signature.',
  signature_label: 'Your signature: type your full name',
  signature_help: (name) => `Type it as it appears in the document: ${name}.`,
  sign: 'Sign the document',
  decline_heading: 'Decline to sign',
  decline_explain:
    'If something is wrong, decline and say why. The document can then no longer be signed and Forja will prepare a new version.',
  reason_label: 'Reason for declining',
  decline: 'Decline to sign',
  errors: {
    consent_required: 'Tick the box to agree to sign electronically.',
    signature_required: 'Type your full name to sign.',
    reason_required: 'Write why you decline.',
    delivery_failed: 'We could not tell Forja. Try again in a few seconds.',
  },
  already_signed: 'You have already signed this document. Thank you.',
  finish: 'Finish the signing',
  waiting_turn: 'It is not your turn yet: other signers must sign before you. Come back to this link later.',
  you_declined: 'You declined to sign this document. Forja has received your reason.',
  envelope_declined: 'Another signer declined this document, so it can no longer be signed.',
  envelope_voided:
    'This signing request was cancelled because the document changed. Forja will send you the new version.',
  envelope_completed: 'Every signer has signed this document.',
  back_to_forja: 'Back to Forja',
  not_found_title: 'Signing request not found',
  not_found: 'This signing link does not exist or is no longer available. Go back to Forja to continue.',
  unavailable_title: 'Document not available',
  unavailable: 'This signing request is no longer active, so its document is not available.',
  language: 'Language',
};

const zhCn: SignatureSandboxTexts = {
  html_lang: 'zh-CN',
  banner: 'SANDBOX',
  banner_detail: '测试模式：此电子签名不具有法律效力。',
  title: '电子签名（测试）',
  greeting: (name) => `您好，${name}。`,
  intro: '请完整阅读文件；如您同意，请以电子方式签署。',
  document_heading: '文件',
  open_document: '打开文件（PDF）',
  open_signed_document: '打开已签署的文件（PDF）',
  document_help: '将在新标签页中打开。',
  fingerprint: '文件的 SHA-256 指纹',
  signers_heading: '签署人',
  signer_status: { pending: '待签署', viewed: '待签署', signed: '已签署', declined: '已拒绝' },
  you: '（您）',
  sign_heading: '签署',
  consent: '我同意以电子方式签署本文件，并同意我的电子签名与手写签名具有同等效力。',
  signature_label: '您的签名：请输入您的全名',
  signature_help: (name) => `请按文件中的写法输入：${name}。`,
  sign: '签署文件',
  decline_heading: '拒绝签署',
  decline_explain: '如有不妥，请拒绝签署并说明原因。此后该文件将无法再签署，Forja 将准备新版本。',
  reason_label: '拒绝原因',
  decline: '拒绝签署',
  errors: {
    consent_required: '请勾选方框，表示同意以电子方式签署。',
    signature_required: '请输入您的全名以签署。',
    reason_required: '请填写拒绝原因。',
    delivery_failed: '我们无法通知 Forja。请稍后重试。',
  },
  already_signed: '您已签署此文件。谢谢。',
  finish: '完成签署',
  waiting_turn: '还没轮到您：其他签署人需先签署。请稍后再打开此链接。',
  you_declined: '您已拒绝签署此文件。Forja 已收到您的原因。',
  envelope_declined: '另一位签署人拒绝了此文件，因此无法再签署。',
  envelope_voided: '由于文件已更改，此签署请求已取消。Forja 会将新版本发送给您。',
  envelope_completed: '所有签署人均已签署此文件。',
  back_to_forja: '返回 Forja',
  not_found_title: '未找到签署请求',
  not_found: '此签署链接不存在或已失效。请返回 Forja 继续。',
  unavailable_title: '文件不可用',
  unavailable: '此签署请求已失效，因此其文件不可用。',
  language: '语言',
};

export const SIGNATURE_SANDBOX_TEXTS: Record<Language, SignatureSandboxTexts> = { es, en, zh_cn: zhCn };

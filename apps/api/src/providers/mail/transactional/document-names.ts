import type { CompanyDocumentType, PartnerDocumentType } from '@forja/contracts';
import { formatMoney, type Language } from '@forja/domain';

/** The company's documents by type, as the Documents page names them. */
const COMPANY_DOCUMENTS: Record<Language, Record<CompanyDocumentType, string>> = {
  es: {
    fiscal_identity: 'Cédula de identificación fiscal (RFC)',
    commissary_national_identity: 'Identificación del comisario',
    commissary_CSF: 'Constancia de situación fiscal del comisario',
    articles_of_incorporation: 'Acta constitutiva',
    mandate_contract: 'Contrato de mandato',
    acuse_cita_sat: 'Acuse de cita en el SAT',
    articles_of_incorporation_render: 'Proyecto de acta constitutiva',
    legal_representative_address_rfc: 'Domicilio y RFC del representante legal',
    legal_name_authorization: 'Autorización de denominación',
    CSF_company: 'Constancia de situación fiscal (CSF) de la empresa',
    business_activity_proof: 'Comprobante de actividad',
    ownership_connection: 'Estructura de propiedad',
    signed_articles_of_incorporation: 'Acta constitutiva firmada',
    signature_certificate: 'Certificado de auditoría de la firma',
    testimony: 'Testimonio de la escritura constitutiva',
    public_registry_entry: 'Folio mercantil electrónico (Registro Público de Comercio)',
    bank_account_contract: 'Contrato o estado de cuenta bancaria',
  },
  en: {
    fiscal_identity: 'Tax ID certificate (RFC)',
    commissary_national_identity: "Commissary's ID",
    commissary_CSF: "Commissary's tax status certificate",
    articles_of_incorporation: 'Articles of incorporation',
    mandate_contract: 'Mandate contract',
    acuse_cita_sat: 'SAT appointment receipt',
    articles_of_incorporation_render: 'Draft articles of incorporation',
    legal_representative_address_rfc: "Legal representative's address and RFC",
    legal_name_authorization: 'Legal name authorisation',
    CSF_company: 'Company tax status certificate (CSF)',
    business_activity_proof: 'Proof of activity',
    ownership_connection: 'Ownership structure',
    signed_articles_of_incorporation: 'Signed articles of incorporation',
    signature_certificate: 'Signature audit certificate',
    testimony: 'Certified copy of the deed of incorporation (testimonio)',
    public_registry_entry: 'Public Registry of Commerce entry (folio mercantil electrónico)',
    bank_account_contract: 'Bank account contract or statement',
  },
  zh_cn: {
    fiscal_identity: '税务识别证明（RFC）',
    commissary_national_identity: '监事的身份证件',
    commissary_CSF: '监事的税务状况证明',
    articles_of_incorporation: 'acta constitutiva（公司章程）',
    mandate_contract: '委托合同',
    acuse_cita_sat: 'SAT 预约回执',
    articles_of_incorporation_render: '公司章程草案',
    legal_representative_address_rfc: '法定代表人的地址和 RFC',
    legal_name_authorization: '公司名称授权',
    CSF_company: '公司的 CSF（税务状况证明）',
    business_activity_proof: '经营活动证明',
    ownership_connection: '股权结构',
    signed_articles_of_incorporation: '已签署的公司章程',
    signature_certificate: '电子签名审计证书',
    testimony: '公证副本（testimonio）',
    public_registry_entry: '商业公共登记处登记（folio mercantil electrónico）',
    bank_account_contract: '银行账户合同或对账单',
  },
};

/** A partner's documents by type, named for whoever reads about them (the partner or the founder). */
const PARTNER_DOCUMENTS: Record<Language, Record<PartnerDocumentType, string>> = {
  es: {
    national_identity: 'INE (frente)',
    national_identity_back: 'INE (reverso)',
    passport: 'Pasaporte',
    address: 'Comprobante de domicilio',
    CFI: 'Constancia de situación fiscal (CSF)',
    id_spouse: 'Identificación del cónyuge (frente)',
    id_spouse_back: 'Identificación del cónyuge (reverso)',
    marriage_certificate: 'Acta de matrimonio',
    articles_of_incorporation: 'Acta constitutiva de la empresa socia',
    legal_representative_proof: 'Poder del representante legal',
    fiscal_identity: 'Constancia fiscal de la empresa socia',
  },
  en: {
    national_identity: 'INE voter ID (front)',
    national_identity_back: 'INE voter ID (back)',
    passport: 'Passport',
    address: 'Proof of address',
    CFI: 'Tax status certificate (CSF)',
    id_spouse: "Spouse's ID (front)",
    id_spouse_back: "Spouse's ID (back)",
    marriage_certificate: 'Marriage certificate',
    articles_of_incorporation: 'Articles of incorporation of the partner company',
    legal_representative_proof: "Legal representative's power of attorney",
    fiscal_identity: 'Tax certificate of the partner company',
  },
  zh_cn: {
    national_identity: 'INE（选民身份证）正面',
    national_identity_back: 'INE（选民身份证）背面',
    passport: '护照',
    address: '地址证明（comprobante de domicilio）',
    CFI: '税务状况证明（CSF）',
    id_spouse: '配偶身份证件（正面）',
    id_spouse_back: '配偶身份证件（背面）',
    marriage_certificate: '结婚证（acta de matrimonio）',
    articles_of_incorporation: '合伙公司的公司章程（acta constitutiva）',
    legal_representative_proof: '法定代表人授权书',
    fiscal_identity: '合伙公司的税务证明',
  },
};

const FALLBACK: Record<Language, string> = { es: 'Documento', en: 'Document', zh_cn: '文件' };

/** A document type in words; an unknown type is named "Document" rather than shown as a code. */
export function documentName(language: Language, kind: 'company' | 'partner', type: string): string {
  const names: Record<string, string> =
    kind === 'company' ? COMPANY_DOCUMENTS[language] : PARTNER_DOCUMENTS[language];
  return Object.hasOwn(names, type) ? (names[type] ?? FALLBACK[language]) : FALLBACK[language];
}

/** MXN as BRAND.md writes money in every language ($12,500.00), with the currency after it. */
export function money(centavos: number): string {
  return `${formatMoney(centavos)} MXN`;
}

/** Names quoted in the language's marks and listed: «A», «B» / "A", "B" / “A”、“B”. */
export function quotedList(language: Language, names: readonly string[]): string {
  if (language === 'es') return names.map((name) => `«${name}»`).join(', ');
  if (language === 'en') return names.map((name) => `"${name}"`).join(', ');
  return names.map((name) => `“${name}”`).join('、');
}

/** One name in the language's quotation marks. */
export function quoted(language: Language, name: string): string {
  return quotedList(language, [name]);
}

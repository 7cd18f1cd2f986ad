import { textKey } from '../shared/text';

/** One icon key per support category (spec section 3), and `generic` (a question mark) for any other. */
export const REQUEST_CATEGORY_ICONS = [
  'incorporation',
  'bank_opening',
  'amazon_import',
  'accounting',
  'contracting_advice',
  'import_registration',
  'other_inquiry',
  'documentation',
  'generic',
] as const;
export type RequestCategoryIcon = (typeof REQUEST_CATEGORY_ICONS)[number];

/** The category names the support backend uses, in English, Spanish and Chinese. */
const CATEGORY_NAMES: Readonly<Record<Exclude<RequestCategoryIcon, 'generic'>, readonly string[]>> = {
  incorporation: ['Incorporation', 'Constitución', '公司设立'],
  bank_opening: ['Bank Opening', 'Apertura Bancaria', '银行开户'],
  amazon_import: ['Amazon Import Process', 'Proceso de importación Amazon', '亚马逊进口流程'],
  accounting: ['Accounting', 'Contabilidad', '会计'],
  contracting_advice: ['Basic contracting advice', 'Asesoría básica en contratación', '基本合同咨询'],
  import_registration: ['Import Registration', 'Registro de importación', '进口登记'],
  other_inquiry: ['Other inquiry', 'Otra consulta', '其他咨询'],
  documentation: [
    'Upload, review and approval of my documentation',
    'Carga, revisión y aprobación de mi documentación',
    '上传、审核和批准我的文件',
  ],
};

const ICON_BY_KEY = new Map<string, RequestCategoryIcon>(
  Object.entries(CATEGORY_NAMES).flatMap(([icon, names]) =>
    names.map((name) => [textKey(name), icon as RequestCategoryIcon] as const),
  ),
);

/** The icon key of a support request's main category, ignoring case, accents and surrounding spaces. */
export function requestCategoryIcon(category: string | null | undefined): RequestCategoryIcon {
  return ICON_BY_KEY.get(textKey(category)) ?? 'generic';
}

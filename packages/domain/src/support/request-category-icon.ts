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

/** The category names the support backend uses, in English and Spanish. */
const CATEGORY_NAMES: Readonly<Record<Exclude<RequestCategoryIcon, 'generic'>, readonly string[]>> = {
  incorporation: ['Incorporation', 'Constitución'],
  bank_opening: ['Bank Opening', 'Apertura Bancaria'],
  amazon_import: ['Amazon Import Process', 'Proceso de importación Amazon'],
  accounting: ['Accounting', 'Contabilidad'],
  contracting_advice: ['Basic contracting advice', 'Asesoría básica en contratación'],
  import_registration: ['Import Registration', 'Registro de importación'],
  other_inquiry: ['Other inquiry', 'Otra consulta'],
  documentation: [
    'Upload, review and approval of my documentation',
    'Carga, revisión y aprobación de mi documentación',
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

import { capitalEquityOf } from '@forja/domain';

/**
 * The i18next context of the texts that speak of a company's capital and of who holds it: 'parts' for an
 * S. de R.L. de C.V., whose capital is divided into partes sociales held by socios and has no shares (acciones)
 * nor shareholders (LGSM arts. 58–86); none for a society by shares (S.A., S.A.P.I., S.A.S.). A text with a
 * `_parts` variant says partes sociales for an S. de R.L.; one without reads the same for every society type.
 *
 * `t('cap_table.title', { context: equityContext(company.company_type) })`
 */
export function equityContext(companyType: string | null | undefined): 'parts' | undefined {
  return capitalEquityOf(companyType) === 'parts' ? 'parts' : undefined;
}

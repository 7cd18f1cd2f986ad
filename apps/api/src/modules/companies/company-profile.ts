import { EMPTY_FORMATION, type Company, type CouncilMember, type Partner } from '@forja/contracts';
import { textKey } from '@forja/domain/shared/text';
import { businessTwistById } from '../business-twists/business-twists';
import type { CompanyRow, DenominationRow } from './companies.repository';

type CouncilRow = { id: number; name: string; council_role: string };

const personName = (partner: Pick<Partner, 'name' | 'first_name' | 'last_name'>) =>
  partner.name ?? [partner.first_name, partner.last_name].filter(Boolean).join(' ');

/**
 * Council members are saved by name (the administration form names them); a member is the company's partner
 * whose name is the same, ignoring case, accents and surrounding spaces. No partner, or two of that name: null.
 */
export function toCouncil(rows: readonly CouncilRow[], partners: readonly Partner[]): CouncilMember[] {
  return rows.map((member) => {
    const key = textKey(member.name);
    const matches = partners.filter((partner) => key !== '' && textKey(personName(partner)) === key);
    return {
      id: member.id,
      partner_id: matches.length === 1 ? matches[0]!.id : null,
      name: member.name,
      council_role: member.council_role,
    };
  });
}

/**
 * The Company of spec section 3 as `get-company-profile` carries it: every field present, lists empty
 * rather than missing. Orders, partners, documents and the rest join in with the modules that own them.
 */
export function toCompanyProfile(
  row: CompanyRow,
  related: {
    denominations: Pick<
      DenominationRow,
      'id' | 'name' | 'priority' | 'decision' | 'refusal_reason' | 'refusal_note'
    >[];
    twists: { business_twist_id: number; name: string }[];
    council?: CouncilRow[];
  } & Partial<
    Pick<
      Company,
      | 'partners'
      | 'orders'
      | 'subscriptions'
      | 'documents'
      | 'bills'
      | 'share_series'
      | 'legal_representatives'
      | 'stages'
      | 'formation'
      | 'banking_services'
    >
  >,
): Company {
  return {
    id: row.id,
    user_id: row.user_id,
    friendly_id: row.friendly_id,
    name: row.name,
    company_type: row.company_type,
    commissary: row.commissary,
    fiscal_residence: row.fiscal_residence,
    stated_domicile:
      row.domicile_municipality !== null && row.domicile_state !== null
        ? { municipality: row.domicile_municipality, state: row.domicile_state }
        : null,
    rfc: row.rfc,
    description: row.description,
    web_site: row.web_site,
    last_payment_link_at: row.last_payment_link_at?.toISOString() ?? null,
    legal_name: row.legal_name,
    timer: row.timer,
    shipping_delivery: row.shipping_delivery,
    date_signature: row.date_signature?.toISOString() ?? null,
    shipping_address: row.shipping_address,
    status_federal_registration: row.status_federal_registration,
    will_hire: row.will_hire,
    update_constitutive: row.update_constitutive,
    partners: related.partners ?? [],
    stages: related.stages ?? [],
    orders: related.orders ?? [],
    subscriptions: related.subscriptions ?? [],
    council: toCouncil(related.council ?? [], related.partners ?? []),
    documents: related.documents ?? [],
    bills: related.bills ?? [],
    // The name as saved, in Spanish (the articles print it), with the catalogue's code and English and
    // Chinese names for pages in those languages.
    company_business_twists: related.twists.map((twist) => {
      const entry = businessTwistById(twist.business_twist_id);
      return {
        id: twist.business_twist_id,
        name: twist.name,
        code: entry?.code ?? null,
        name_en: entry?.name_en ?? null,
        name_zh: entry?.name_zh ?? null,
      };
    }),
    legal_names: related.denominations.map((d) => ({
      id: d.id,
      name: d.name,
      priority: d.priority,
      decision: d.decision,
      refusal_reason: d.refusal_reason,
      refusal_note: d.refusal_note,
    })),
    share_series: related.share_series ?? [],
    legal_representatives: related.legal_representatives ?? [],
    banking_services: related.banking_services ?? [],
    rfc_later: row.rfc_later,
    testimony: row.testimony,
    redirected_banks: row.redirected_banks,
    amazon_customer: row.amazon_customer,
    appointment_type_efirma: row.appointment_type_efirma,
    legal_representation: row.legal_representation,
    has_unique_administrator: row.has_unique_administrator,
    name_authorization: row.name_authorization,
    flag_data_banking_service: row.flag_data_banking_service,
    not_interested_banks: row.not_interested_banks,
    trademark_registration_later: row.trademark_registration_later,
    expedient_completed: row.expedient_completed,
    delivery_completed: row.delivery_completed,
    reset_denominations: row.reset_denominations,
    acknowledgment_meet: row.acknowledgment_meet,
    partners_has_documents_completed: row.partners_has_documents_completed,
    commissary_has_documents_completed: row.commissary_has_documents_completed,
    beta_accounting: row.beta_accounting,
    fixed_capital_centavos: row.fixed_capital_centavos,
    flags: { weetrust_id: row.weetrust_id, date_signature: row.date_signature?.toISOString() ?? null },
    formation: related.formation ?? EMPTY_FORMATION,
  };
}

import type { Company } from '@forja/contracts';
import type { CompanyRow, DenominationRow } from './companies.repository';

/**
 * The Company of spec section 3 as `get-company-profile` carries it: every field present, lists empty
 * rather than missing. Orders, partners, documents and the rest join in with the modules that own them.
 */
export function toCompanyProfile(
  row: CompanyRow,
  related: {
    denominations: DenominationRow[];
    twists: { business_twist_id: number; name: string }[];
  } & Partial<
    Pick<
      Company,
      | 'partners'
      | 'orders'
      | 'subscriptions'
      | 'council'
      | 'documents'
      | 'bills'
      | 'share_series'
      | 'legal_representatives'
      | 'stages'
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
    council: related.council ?? [],
    documents: related.documents ?? [],
    bills: related.bills ?? [],
    company_business_twists: related.twists.map((twist) => ({
      id: twist.business_twist_id,
      name: twist.name,
    })),
    legal_names: related.denominations.map((d) => ({ id: d.id, name: d.name, priority: d.priority })),
    share_series: related.share_series ?? [],
    legal_representatives: related.legal_representatives ?? [],
    banking_services: [],
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
    flags: { weetrust_id: row.weetrust_id, date_signature: row.date_signature?.toISOString() ?? null },
  };
}

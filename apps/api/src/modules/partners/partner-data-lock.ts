import type { PartnerDocumentType, PartnerInput } from '@forja/contracts';
import { arePartnerDocumentsApproved, percentToBp } from '@forja/domain';
import { conflict } from '../../http/errors';
import type { PartnerRow, PartnersRepository } from './partners.repository';

type DocumentRow = {
  id: number;
  partner_id: number;
  type: string;
  storage_key: string;
  is_approved: boolean;
  rejection_category: string | null;
};
type ShareRow = { partner_id: number; series_id: number; percentage_bp: number | null };

/**
 * The partners whose documents Forja has all approved. Their documents vouch for their data as it is, so it
 * no longer changes: names, e-mail, nationalities, RFC, CURP, civil status, address, shares, and the partner
 * stays (the cap table is locked for them; spec: "not asked for partner data once approved").
 */
export function lockedPartnerIds(
  rows: readonly PartnerRow[],
  documents: readonly DocumentRow[],
): Set<number> {
  const locked = new Set<number>();
  for (const row of rows) {
    const approved = arePartnerDocumentsApproved({
      civil_status: row.civil_status,
      is_moral_person: row.is_moral_person,
      tax_country: row.tax_country,
      nationalities: row.nationalities,
      documents: documents
        .filter((document) => document.partner_id === row.id)
        .map((document) => ({
          id: document.id,
          type: document.type as PartnerDocumentType,
          document_url: document.storage_key,
          is_approved: document.is_approved,
          rejection_category: document.rejection_category,
          owner_category: 'partner',
        })),
    });
    if (approved) locked.add(row.id);
  }
  return locked;
}

/** 409 partner_data_locked when the partner's documents are all approved. */
export function requireUnlockedPartner(row: PartnerRow, documents: readonly DocumentRow[]): void {
  if (lockedPartnerIds([row], documents).size > 0) throw conflict('partner_data_locked');
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a?.trim() || null) === (b?.trim() || null);
const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  sameText(a?.toLowerCase(), b?.toLowerCase());

const holdingsKey = (holdings: { series: string; bp: number | null }[]) =>
  holdings
    .map((holding) => `${holding.series}:${holding.bp ?? ''}`)
    .sort()
    .join('|');

/**
 * A whole cap table may be saved while every locked partner is in it unchanged (the others may still change
 * around them); otherwise 409 partner_data_locked.
 */
export function requireLockedPartnersUnchanged(
  locked: ReadonlySet<number>,
  existing: {
    rows: readonly PartnerRow[];
    shares: readonly ShareRow[];
    seriesNames: ReadonlyMap<number, string>;
  },
  input: readonly PartnerInput[],
): void {
  for (const row of existing.rows) {
    if (!locked.has(row.id)) continue;
    const given = input.find((partner) => partner.id === row.id);
    if (!given) throw conflict('partner_data_locked');
    const stored = holdingsKey(
      existing.shares
        .filter((share) => share.partner_id === row.id)
        .map((share) => ({
          series: existing.seriesNames.get(share.series_id) ?? '',
          bp: share.percentage_bp,
        })),
    );
    const asked = holdingsKey(
      given.shares.map((share) => ({ series: share.series, bp: percentToBp(share.percentage) })),
    );
    const unchanged =
      sameText(given.name, row.name) &&
      sameText(given.first_name, row.first_name) &&
      sameText(given.last_name, row.last_name) &&
      sameEmail(given.email, row.email) &&
      given.is_moral_person === row.is_moral_person &&
      [...given.nationalities].sort().join() === [...row.nationalities].sort().join() &&
      asked === stored;
    if (!unchanged) throw conflict('partner_data_locked');
  }
}

/** The lock's checks over the stored partners, for the services that change partner data. */
export function createPartnerDataLock(partners: PartnersRepository) {
  return {
    /** 409 partner_data_locked when Forja approved all of the partner's documents. */
    async requireEditable(partner: PartnerRow): Promise<void> {
      requireUnlockedPartner(partner, await partners.documentsOf([partner.id]));
    },

    /** 409 partner_data_locked when a cap table leaves out or changes a locked partner of the company. */
    async requireLockedPartnersKept(companyId: number, input: readonly PartnerInput[]): Promise<void> {
      const rows = await partners.listByCompany(companyId);
      const ids = rows.map((row) => row.id);
      const locked = lockedPartnerIds(rows, await partners.documentsOf(ids));
      if (locked.size === 0) return;
      const [shares, series] = await Promise.all([partners.sharesOf(ids), partners.seriesOf(companyId)]);
      requireLockedPartnersUnchanged(
        locked,
        { rows, shares, seriesNames: new Map(series.map((entry) => [entry.id, entry.name])) },
        input,
      );
    },
  };
}

import { POSTAL_CODE_PREFIXES } from '@forja/domain';
import { z } from 'zod';

/**
 * Reads the SEPOMEX postal-code catalogue in its download format, `CPdescarga.txt`: Latin-1 text, a
 * first line with Correos de México's notice, a second line of pipe-separated headers
 * (d_codigo|d_asenta|d_tipo_asenta|D_mnpio|d_estado|d_ciudad|d_CP|c_estado|c_oficina|c_CP|
 * c_tipo_asenta|c_mnpio|id_asenta_cpcons|d_zona|c_cve_ciudad), then one row per settlement
 * (asentamiento). One postal code usually covers several settlements.
 */

/** The headers this parser reads, by their name in the file. */
const COLUMNS = {
  postal_code: 'd_codigo',
  settlement: 'd_asenta',
  settlement_type: 'd_tipo_asenta',
  municipality: 'D_mnpio',
  state: 'd_estado',
  city: 'd_ciudad',
  state_code: 'c_estado',
  zone: 'd_zona',
} as const;

const sepomexRowSchema = z.strictObject({
  postal_code: z.string().regex(/^\d{5}$/, 'a postal code has 5 digits'),
  settlement: z.string().min(1, 'the settlement name is empty'),
  settlement_type: z.string().min(1, 'the settlement type is empty'),
  municipality: z.string().min(1, 'the municipality is empty'),
  state: z.string().min(1, 'the state is empty'),
  state_code: z.string().regex(/^\d{2}$/, 'a state code has 2 digits'),
  /** Rural settlements have no city: null there. */
  city: z.string().min(1).nullable(),
  /** "Urbano" or "Rural". */
  zone: z.string().min(1, 'the zone is empty'),
});

export type SepomexRow = z.infer<typeof sepomexRowSchema>;

export type PostalCodeSettlement = Pick<SepomexRow, 'settlement' | 'settlement_type' | 'zone'>;

/** One postal code with its settlements; place names come from the code's first row. */
export type PostalCodeGroup = {
  postal_code: string;
  state: string;
  state_code: string;
  municipality: string;
  city: string | null;
  settlements: PostalCodeSettlement[];
};

/** Where the header line may be: the second line, or the first when the notice was left out. */
const HEADER_SEARCH_LINES = 2;

/**
 * The settlements of a SEPOMEX `CPdescarga.txt` file. Decodes Latin-1, skips the notice line, finds the
 * columns by their header names, trims every value. Throws an Error when the expected headers are
 * missing or a row is malformed (with its line number).
 */
export function parseSepomex(buffer: Buffer): SepomexRow[] {
  const lines = new TextDecoder('latin1').decode(buffer).split(/\r?\n/);
  const headerIndex = lines
    .slice(0, HEADER_SEARCH_LINES)
    .findIndex((line) => line.split('|').some((name) => name.trim() === COLUMNS.postal_code));
  if (headerIndex === -1) {
    throw new Error(
      `Not a SEPOMEX CPdescarga.txt file: none of its first ${HEADER_SEARCH_LINES} lines is the header line ` +
        `(${Object.values(COLUMNS).join('|')}|…)`,
    );
  }

  const headers = lines[headerIndex]!.split('|').map((name) => name.trim());
  const missing = Object.values(COLUMNS).filter((name) => !headers.includes(name));
  if (missing.length > 0) {
    throw new Error(`Not a SEPOMEX CPdescarga.txt file: the header line lacks ${missing.join(', ')}`);
  }
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, name]) => [field, headers.indexOf(name)]),
  ) as Record<keyof typeof COLUMNS, number>;

  const rows: SepomexRow[] = [];
  lines.forEach((line, index) => {
    if (index <= headerIndex || line.trim() === '') return;
    const values = line.split('|').map((value) => value.trim());
    const value = (field: keyof typeof COLUMNS) => values[at[field]] ?? '';
    const parsed = sepomexRowSchema.safeParse({
      postal_code: value('postal_code'),
      settlement: value('settlement'),
      settlement_type: value('settlement_type'),
      municipality: value('municipality'),
      state: value('state'),
      state_code: value('state_code'),
      city: value('city') || null,
      zone: value('zone'),
    });
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`SEPOMEX file, line ${index + 1}: ${problems.join('; ')}`);
    }
    rows.push(parsed.data);
  });
  return rows;
}

/** The rows grouped by postal code, in the order codes first appear. */
export function groupByPostalCode(rows: readonly SepomexRow[]): Map<string, PostalCodeGroup> {
  const groups = new Map<string, PostalCodeGroup>();
  for (const row of rows) {
    let group = groups.get(row.postal_code);
    if (!group) {
      group = {
        postal_code: row.postal_code,
        state: row.state,
        state_code: row.state_code,
        municipality: row.municipality,
        city: row.city,
        settlements: [],
      };
      groups.set(row.postal_code, group);
    }
    group.settlements.push({
      settlement: row.settlement,
      settlement_type: row.settlement_type,
      zone: row.zone,
    });
  }
  return groups;
}

/** The prefixes of each state's postal codes: the domain's list (the founder's stated domicile reads it too). */
export { POSTAL_CODE_PREFIXES };

/**
 * Whether a string can be a Mexican postal code: exactly 5 digits whose first two fall in a range
 * SEPOMEX assigns to a state (see POSTAL_CODE_PREFIXES). It does not say the code exists.
 */
export function isPlausibleMexicanPostalCode(code: string): boolean {
  if (!/^\d{5}$/.test(code)) return false;
  const prefix = Number(code.slice(0, 2));
  return POSTAL_CODE_PREFIXES.some((range) => prefix >= range.from && prefix <= range.to);
}

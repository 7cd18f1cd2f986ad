import type { DeedQueueStage } from '@forja/contracts';
import { societyTypeFormsOnline } from '@forja/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  companies,
  companyDeeds,
  companyDeliveries,
  companyDocuments,
  companySeSignatures,
} from '../../db/schema/index';

export type DeedRow = typeof companyDeeds.$inferSelect;
export type DeliveryRow = typeof companyDeliveries.$inferSelect;

/** The company's deed, its row locked until the transaction ends. */
export async function lockDeed(tx: Database, companyId: number): Promise<DeedRow | null> {
  const [row] = await tx
    .select()
    .from(companyDeeds)
    .where(eq(companyDeeds.company_id, companyId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The company's delivery, its row locked until the transaction ends. */
export async function lockDelivery(tx: Database, companyId: number): Promise<DeliveryRow | null> {
  const [row] = await tx
    .select()
    .from(companyDeliveries)
    .where(eq(companyDeliveries.company_id, companyId))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** When every partner signed the articles (the company's date_signature), or null. */
export async function findSignedAt(db: Database, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ date_signature: companies.date_signature })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.date_signature ?? null;
}

export async function findDeed(db: Database, companyId: number): Promise<DeedRow | null> {
  const [row] = await db.select().from(companyDeeds).where(eq(companyDeeds.company_id, companyId)).limit(1);
  return row ?? null;
}

export async function findDelivery(db: Database, companyId: number): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(companyDeliveries)
    .where(eq(companyDeliveries.company_id, companyId))
    .limit(1);
  return row ?? null;
}

/** When an S.A.S.'s articles were said ready for signature in the SE's system, or null. */
export async function findSeSignatureReadyAt(db: Database, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ ready_at: companySeSignatures.ready_at })
    .from(companySeSignatures)
    .where(eq(companySeSignatures.company_id, companyId))
    .limit(1);
  return row?.ready_at ?? null;
}

/**
 * Records that an S.A.S.'s articles are ready for signature in the SE's system; answers whether this call
 * recorded it (false: it already was, and the first record stays).
 */
export async function insertSeSignatureReady(
  tx: Database,
  values: { company_id: number; ready_at: Date; ready_by: number },
): Promise<boolean> {
  const rows = await tx
    .insert(companySeSignatures)
    .values(values)
    .onConflictDoNothing({ target: companySeSignatures.company_id })
    .returning({ company_id: companySeSignatures.company_id });
  return rows.length > 0;
}

/** Writes the deed (new, or corrected), answering the row as stored. */
export async function upsertDeed(
  tx: Database,
  values: Omit<typeof companyDeeds.$inferInsert, 'updated_at'> & { updated_at: Date },
): Promise<DeedRow> {
  const { company_id: _companyId, recorded_at: _recordedAt, recorded_by: _recordedBy, ...changes } = values;
  const [row] = await tx
    .insert(companyDeeds)
    .values(values)
    .onConflictDoUpdate({ target: companyDeeds.company_id, set: changes })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function setTestimonyAt(tx: Database, companyId: number, at: Date | null, now: Date) {
  await tx
    .update(companyDeeds)
    .set({ testimony_at: at, updated_at: now })
    .where(eq(companyDeeds.company_id, companyId));
}

/** Writes the founder's address and contact (a new delivery starts as preparing). */
export async function upsertDeliveryAddress(
  tx: Database,
  values: Omit<
    typeof companyDeliveries.$inferInsert,
    'status' | 'carrier' | 'tracking_number' | 'shipped_at' | 'shipped_by' | 'delivered_at' | 'delivered_by'
  > & { updated_at: Date },
): Promise<DeliveryRow> {
  const { company_id: _companyId, created_at: _createdAt, ...changes } = values;
  const [row] = await tx
    .insert(companyDeliveries)
    .values({ ...values, status: 'preparing' })
    .onConflictDoUpdate({ target: companyDeliveries.company_id, set: changes })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function updateDelivery(
  tx: Database,
  companyId: number,
  changes: Partial<typeof companyDeliveries.$inferInsert>,
): Promise<DeliveryRow> {
  const [row] = await tx
    .update(companyDeliveries)
    .set(changes)
    .where(eq(companyDeliveries.company_id, companyId))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** The company's scalars that follow the deed and the delivery (testimony, shipping_*, delivery_completed). */
export async function updateCompanyFlags(
  tx: Database,
  companyId: number,
  changes: Partial<
    Pick<
      typeof companies.$inferInsert,
      'testimony' | 'shipping_address' | 'shipping_delivery' | 'delivery_completed' | 'updated_at'
    >
  >,
) {
  await tx.update(companies).set(changes).where(eq(companies.id, companyId));
}

/** The newest file of each of these Forja-issued types. */
export async function findDeedFiles(db: Database, companyId: number, types: readonly string[]) {
  return db
    .select({
      id: companyDocuments.id,
      type: companyDocuments.type,
      file_name: companyDocuments.file_name,
      updated_at: companyDocuments.updated_at,
    })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.company_id, companyId), inArray(companyDocuments.type, [...types])));
}

/**
 * Signed companies whose certified copy has not reached the founder, each with what it waits for, the
 * longest-signed first.
 */
export async function findDeedQueue(db: Database): Promise<
  {
    company_id: number;
    friendly_id: string;
    name: string | null;
    legal_name: string | null;
    company_type: string | null;
    date_signature: Date;
    stage: DeedQueueStage;
  }[]
> {
  const rows = await db
    .select({
      company_id: companies.id,
      friendly_id: companies.friendly_id,
      name: companies.name,
      legal_name: companies.legal_name,
      company_type: companies.company_type,
      date_signature: companies.date_signature,
      deed_company: companyDeeds.company_id,
      testimony_at: companyDeeds.testimony_at,
      delivery_status: companyDeliveries.status,
    })
    .from(companies)
    .leftJoin(companyDeeds, eq(companyDeeds.company_id, companies.id))
    .leftJoin(companyDeliveries, eq(companyDeliveries.company_id, companies.id))
    .where(and(isNotNull(companies.date_signature), eq(companies.delivery_completed, false)))
    .orderBy(asc(companies.date_signature), asc(companies.id));
  return rows.flatMap((row) => {
    if (!row.date_signature || row.delivery_status === 'delivered') return [];
    // A company formed online (S.A.S.) has no certified copy: it leaves the queue once registered.
    if (societyTypeFormsOnline(row.company_type) && row.deed_company !== null) return [];
    const stage: DeedQueueStage =
      row.deed_company === null
        ? 'deed'
        : !row.testimony_at
          ? 'testimony'
          : !row.delivery_status
            ? 'address'
            : row.delivery_status === 'preparing'
              ? 'shipping'
              : 'in_transit';
    return [
      {
        company_id: row.company_id,
        friendly_id: row.friendly_id,
        name: row.name,
        legal_name: row.legal_name,
        company_type: row.company_type,
        date_signature: row.date_signature,
        stage,
      },
    ];
  });
}

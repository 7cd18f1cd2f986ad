import {
  isDeedWholeNumber,
  type BackofficeDeed,
  type CompanyDelivery,
  type ErrorCode,
  type DeedQueueItem,
  type DeedQueueStage,
  type RecordDeedBody,
  type SetShippingAddressBody,
  type ShipTestimonyBody,
} from '@forja/contracts';
import {
  DEFAULT_PHONE_COUNTRY_CODE,
  deliveryStageAfter,
  normalizePhone,
  refuseDeedAct,
  refuseDeedDate,
  requireTrackingNumber,
  shippingAddressLine,
  societyTypeFormsOnline,
  type DeedAct,
  type DeedFacts,
} from '@forja/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { lockCompany, type CompanyRow } from '../companies/companies.repository';
import { AppError, badRequest, conflict } from '../../http/errors';
import { recordAudit } from '../audit/audit-log';
import { findCompanyWithFounder } from '../companies/company-founder';
import { staffOf } from '../staff/staff-access';
import { toCompanyDelivery, trackingUrl } from '../formation/company-formation';
import {
  findDeed,
  findDeedFiles,
  findDeedQueue,
  findDelivery,
  findSeSignatureReadyAt,
  findSignedAt,
  insertSeSignatureReady,
  lockDeed,
  lockDelivery,
  setTestimonyAt,
  updateCompanyFlags,
  updateDelivery,
  upsertDeed,
  upsertDeliveryAddress,
  type DeedRow,
  type DeliveryRow,
} from './deed.repository';

/**
 * The notarial deed, its certified copy (testimonio) and the copy's delivery; for an S.A.S., its articles ready
 * for signature in the SE's system, then its registration there. Every act locks the company and the rows it
 * changes, asks the domain's `refuseDeedAct` whether it may happen from where the company stands, and changes
 * the company's spec flags (testimony, shipping_address, shipping_delivery, delivery_completed) in the same
 * transaction. Staff acts are audited; what the founder (or every shareholder) waits for is e-mailed after the
 * commit.
 */

const companyNotFound = () => new AppError(404, 'company_not_found');

function transaction<T>(app: FastifyInstance, work: (tx: Database) => Promise<T>): Promise<T> {
  return app.database.db.transaction((tx) => work(tx));
}

function factsOf(
  company: CompanyRow,
  deed: DeedRow | null,
  delivery: DeliveryRow | null,
  seSignatureReadyAt: Date | null,
): DeedFacts {
  return {
    signed: company.date_signature !== null,
    formsOnline: societyTypeFormsOnline(company.company_type),
    deedRecorded: deed !== null,
    seSignatureReady: seSignatureReadyAt !== null,
    testimonyUploaded: Boolean(deed?.testimony_at),
    delivery: delivery?.status ?? 'awaiting_address',
  };
}

/** Refuses the act with its 409 code when it may not happen now. */
function requireAllowed(act: DeedAct, facts: DeedFacts): void {
  const refusal = refuseDeedAct(act, facts);
  if (refusal) throw conflict(refusal);
}

/** The company, its deed and its delivery, all locked for the transaction; 404 company_not_found. */
async function lockAll(tx: Database, companyId: number) {
  const company = await lockCompany(tx, companyId);
  if (!company) throw companyNotFound();
  const deed = await lockDeed(tx, companyId);
  const delivery = await lockDelivery(tx, companyId);
  // Its row is only ever inserted under the company's lock, so reading it under that lock is enough.
  const seSignatureReadyAt = await findSeSignatureReadyAt(tx, companyId);
  return { company, deed, delivery, facts: factsOf(company, deed, delivery, seSignatureReadyAt) };
}

const deedFacts = (deed: DeedRow | null) =>
  deed && {
    notary_number: deed.notary_number,
    notary_name: deed.notary_name,
    notary_city: deed.notary_city,
    deed_number: deed.deed_number,
    deed_date: deed.deed_date,
    volume: deed.volume,
    folio_mercantil: deed.folio_mercantil,
  };

// ——— Back office ———

/** The deed page of a company: the deed, the testimony and registry files, the delivery; 404 company_not_found. */
export async function getBackofficeDeed(app: FastifyInstance, companyId: number): Promise<BackofficeDeed> {
  const db = app.database.db;
  const company = await findCompanyWithFounder(db, companyId);
  if (!company) throw companyNotFound();
  const [signedAt, seSignatureReadyAt, deed, delivery, files] = await Promise.all([
    findSignedAt(db, companyId),
    findSeSignatureReadyAt(db, companyId),
    findDeed(db, companyId),
    findDelivery(db, companyId),
    findDeedFiles(db, companyId, ['testimony', 'public_registry_entry']),
  ]);
  const file = (type: string) => {
    const found = files.filter((entry) => entry.type === type).sort((a, b) => b.id - a.id)[0];
    return found
      ? { id: found.id, file_name: found.file_name, updated_at: found.updated_at.toISOString() }
      : null;
  };
  const facts = deedFacts(deed);
  return {
    ...company,
    date_signature: signedAt?.toISOString() ?? null,
    se_signature_ready_at: seSignatureReadyAt?.toISOString() ?? null,
    deed: deed && facts ? { ...facts, recorded_at: deed.recorded_at.toISOString() } : null,
    testimony_at: deed?.testimony_at?.toISOString() ?? null,
    testimony_file: file('testimony'),
    public_registry_file: file('public_registry_entry'),
    delivery: toCompanyDelivery(delivery),
  };
}

/** Signed companies still waiting for their deed, testimony, address, shipping or delivery. */
export async function getDeedQueue(app: FastifyInstance, stage?: DeedQueueStage): Promise<DeedQueueItem[]> {
  const rows = await findDeedQueue(app.database.db);
  return rows
    .filter((row) => !stage || row.stage === stage)
    .map((row) => ({ ...row, date_signature: row.date_signature.toISOString() }));
}

/** The notary and the volume: what a notarial deed has and a registration in the SE's system has not. */
const NOTARY_FIELDS = ['notary_number', 'notary_name', 'notary_city', 'volume'] as const;

/**
 * A company formed online (S.A.S.) names no notary (409 formed_online); any other names its notary and volume
 * (400 invalid_type on each missing field, as a missing field of the body would), and its deed's number is a
 * positive whole number (400 deed_number_not_whole on body.deed_number).
 */
function requireNotaryFieldsFit(body: RecordDeedBody, formsOnline: boolean): void {
  const given = NOTARY_FIELDS.filter((field) => body[field] !== undefined && body[field] !== null);
  if (formsOnline) {
    if (given.length > 0) throw conflict('formed_online');
    return;
  }
  const missing = NOTARY_FIELDS.filter((field) => !given.includes(field));
  const fields: { path: string; code: ErrorCode }[] = missing.map((field) => ({
    path: `body.${field}`,
    code: 'invalid_type',
  }));
  // A notarial deed's number is a whole number, as its volume (the body's schema checks that one).
  if (!isDeedWholeNumber(body.deed_number))
    fields.push({ path: 'body.deed_number', code: 'deed_number_not_whole' });
  if (fields.length > 0) throw badRequest('invalid_request').withFields(fields);
}

/**
 * Records the notarial deed, or corrects it: only once the articles are signed (409 signature_not_complete), and
 * for an S.A.S. once its shareholders were told to sign in the SE's system (409 se_signature_not_ready),
 * dated from the day of the signature to today (400 deed_date_before_signature, deed_date_in_future).
 * For an S.A.S. it records its registration in the Secretaría de Economía's system instead (no notary).
 * Audited as deed.record or deed.update; the first record e-mails the founder.
 */
export async function recordDeed(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
  body: RecordDeedBody,
): Promise<BackofficeDeed> {
  const now = app.clock();
  await transaction(app, async (tx) => {
    const { company, deed: previous, delivery, facts } = await lockAll(tx, companyId);
    requireAllowed('record_deed', facts);
    requireNotaryFieldsFit(body, facts.formsOnline);
    const wrongDate = refuseDeedDate(body.deed_date, company.date_signature, now);
    if (wrongDate) throw badRequest(wrongDate).withFields([{ path: 'body.deed_date', code: wrongDate }]);
    const deed = await upsertDeed(tx, {
      company_id: companyId,
      notary_number: body.notary_number ?? null,
      notary_name: body.notary_name ?? null,
      notary_city: body.notary_city ?? null,
      deed_number: body.deed_number,
      deed_date: body.deed_date,
      volume: body.volume ?? null,
      folio_mercantil: body.folio_mercantil?.trim() || null,
      recorded_by: staffOf(request).userId,
      recorded_at: now,
      updated_at: now,
    });
    await recordAudit(tx, request, {
      action: previous ? 'deed.update' : 'deed.record',
      companyId,
      subjectType: 'company_deed',
      subjectId: companyId,
      before: deedFacts(previous),
      after: deedFacts(deed),
    });
    if (!previous) {
      await app.services.notifications.later(
        'deedRecorded',
        {
          companyId,
          notaryNumber: deed.notary_number,
          notaryName: deed.notary_name,
          notaryCity: deed.notary_city,
          deedNumber: deed.deed_number,
          deedDate: deed.deed_date,
          hasAddress: delivery !== null,
        },
        { tx },
      );
    }
  });
  return getBackofficeDeed(app, companyId);
}

/**
 * An S.A.S.: Forja has entered its articles in the Secretaría de Economía's system, and every shareholder now
 * signs them there with their own e.firma. Only for a company formed online (409 not_formed_online), once the
 * partners signed in Forja (409 signature_not_complete) and before its registration is recorded (409
 * registration_already_recorded). Recorded with its time and audited as deed.se_signature_ready; every
 * shareholder is e-mailed after the commit. A repeat (a second click, a second operator) finds it recorded and
 * changes nothing: no second audit entry, no second e-mail.
 */
export async function markSeSignatureReady(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
): Promise<BackofficeDeed> {
  const now = app.clock();
  await transaction(app, async (tx) => {
    const { facts } = await lockAll(tx, companyId);
    requireAllowed('mark_se_signature_ready', facts);
    const recorded = await insertSeSignatureReady(tx, {
      company_id: companyId,
      ready_at: now,
      ready_by: staffOf(request).userId,
    });
    if (!recorded) return;
    await recordAudit(tx, request, {
      action: 'deed.se_signature_ready',
      companyId,
      subjectType: 'company',
      subjectId: companyId,
      before: { se_signature_ready_at: null },
      after: { se_signature_ready_at: now.toISOString() },
    });
    await app.services.notifications.later('seSignatureReady', { companyId }, { tx });
  });
  return getBackofficeDeed(app, companyId);
}

/**
 * Ships the certified copy: it needs the testimony (409 testimony_not_uploaded) and the founder's address
 * (409 shipping_address_missing), once (409 delivery_already_shipped). Audited as delivery.ship; the founder
 * is e-mailed the carrier, the tracking number and the carrier's tracking page.
 */
export async function shipTestimony(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
  body: ShipTestimonyBody,
): Promise<BackofficeDeed> {
  const now = app.clock();
  await transaction(app, async (tx) => {
    const { delivery, facts } = await lockAll(tx, companyId);
    requireAllowed('ship', facts);
    if (!delivery) throw conflict('shipping_address_missing');
    const status = deliveryStageAfter('ship', facts.delivery) as 'shipped';
    const shipped = await updateDelivery(tx, companyId, {
      status,
      carrier: body.carrier,
      tracking_number: body.tracking_number,
      shipped_at: now,
      shipped_by: staffOf(request).userId,
      updated_at: now,
    });
    await updateCompanyFlags(tx, companyId, { shipping_delivery: status, updated_at: now });
    await recordAudit(tx, request, {
      action: 'delivery.ship',
      companyId,
      subjectType: 'company_delivery',
      subjectId: companyId,
      before: { status: delivery.status },
      after: { status, carrier: body.carrier, tracking_number: body.tracking_number },
    });
    await app.services.notifications.later(
      'testimonyShipped',
      {
        companyId,
        carrier: body.carrier,
        trackingNumber: body.tracking_number,
        trackingUrl: trackingUrl(shipped.carrier, shipped.tracking_number),
        address: shippingAddressLine(shipped),
      },
      { tx },
    );
  });
  return getBackofficeDeed(app, companyId);
}

/**
 * Marks the shipped copy delivered (409 delivery_not_shipped before, delivery_already_delivered twice):
 * delivery_completed becomes true. Audited as delivery.deliver; the founder is e-mailed.
 */
export async function markTestimonyDelivered(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
): Promise<BackofficeDeed> {
  const now = app.clock();
  await transaction(app, async (tx) => {
    const { delivery, facts } = await lockAll(tx, companyId);
    requireAllowed('mark_delivered', facts);
    if (!delivery) throw conflict('delivery_not_shipped');
    const status = deliveryStageAfter('mark_delivered', facts.delivery) as 'delivered';
    await updateDelivery(tx, companyId, {
      status,
      delivered_at: now,
      delivered_by: staffOf(request).userId,
      updated_at: now,
    });
    await updateCompanyFlags(tx, companyId, {
      shipping_delivery: status,
      delivery_completed: true,
      updated_at: now,
    });
    await recordAudit(tx, request, {
      action: 'delivery.deliver',
      companyId,
      subjectType: 'company_delivery',
      subjectId: companyId,
      before: { status: delivery.status, delivery_completed: false },
      after: { status, delivery_completed: true },
    });
    await app.services.notifications.later('testimonyDelivered', { companyId }, { tx });
  });
  return getBackofficeDeed(app, companyId);
}

/**
 * Called by the Forja-documents upload inside its transaction, with the company locked: the testimony needs a
 * recorded deed (409 deed_not_recorded) and may not change once shipped; uploading it sets the deed's
 * testimony_at and the company's `testimony` flag, audited as company.testimony. The public-registry entry
 * needs a recorded deed too (an S.A.S.: its recorded registration in the SE's system), 409 deed_not_recorded.
 * Other types pass.
 */
export async function beforeIssuedDocumentUpload(
  tx: Database,
  request: FastifyRequest,
  input: { companyId: number; type: string; now: Date },
): Promise<void> {
  if (input.type !== 'testimony' && input.type !== 'public_registry_entry') return;
  const { company, deed, facts } = await lockAll(tx, input.companyId);
  if (input.type === 'public_registry_entry') {
    requireAllowed('upload_registry_entry', facts);
    return;
  }
  requireAllowed('upload_testimony', facts);
  await setTestimonyAt(tx, input.companyId, input.now, input.now);
  await updateCompanyFlags(tx, input.companyId, { testimony: true, updated_at: input.now });
  await recordAudit(tx, request, {
    action: 'company.testimony',
    companyId: input.companyId,
    subjectType: 'company',
    subjectId: input.companyId,
    before: { testimony: company.testimony, testimony_at: deed?.testimony_at?.toISOString() ?? null },
    after: { testimony: true, testimony_at: input.now.toISOString() },
  });
}

/**
 * Called by the Forja-documents withdrawal inside its transaction: a withdrawn testimony clears testimony_at
 * and the `testimony` flag (audited), unless the copy was already shipped (409 delivery_already_shipped).
 */
export async function beforeIssuedDocumentWithdraw(
  tx: Database,
  request: FastifyRequest,
  input: { companyId: number; type: string; now: Date },
): Promise<void> {
  if (input.type !== 'testimony') return;
  const { company, deed, facts } = await lockAll(tx, input.companyId);
  requireAllowed('withdraw_testimony', facts);
  if (deed) await setTestimonyAt(tx, input.companyId, null, input.now);
  await updateCompanyFlags(tx, input.companyId, { testimony: false, updated_at: input.now });
  await recordAudit(tx, request, {
    action: 'company.testimony',
    companyId: input.companyId,
    subjectType: 'company',
    subjectId: input.companyId,
    before: { testimony: company.testimony, testimony_at: deed?.testimony_at?.toISOString() ?? null },
    after: { testimony: false, testimony_at: null },
  });
}

// ——— Founder ———

/**
 * The delivery as a member of the company sees it (owner or accepted partner; anyone else 403
 * user_not_belong_to_company, whether the company exists or not). Asked `withTracking`, 409 no_tracking_number
 * while the copy has none.
 */
export async function deliveryStatus(
  app: FastifyInstance,
  userId: number,
  companyId: number,
  withTracking: boolean,
): Promise<CompanyDelivery> {
  await app.services.companies.requireAccess(userId, companyId);
  const delivery = toCompanyDelivery(await findDelivery(app.database.db, companyId));
  if (withTracking) {
    const tracking = requireTrackingNumber(delivery.tracking_number);
    if ('refusal' in tracking) throw conflict(tracking.refusal);
  }
  return delivery;
}

/**
 * Gives or changes the shipping address (owner, or a partner with edit permission): once the articles are
 * signed and until the copy is shipped. The phone must be valid for its country (400 invalid_phone); the postal
 * code and colonia are checked as a partner's address is (invalid_zip_code, postal_code_not_found), keeping the
 * catalogue's spelling. The company's shipping_address becomes the address on one line.
 */
export async function setShippingAddress(
  app: FastifyInstance,
  userId: number,
  companyId: number,
  body: SetShippingAddressBody,
): Promise<CompanyDelivery> {
  await app.services.companies.requireAccess(userId, companyId, { edit: true });
  const phone = normalizePhone(
    body.contact_phone_country_code ?? DEFAULT_PHONE_COUNTRY_CODE,
    body.contact_phone,
  );
  if (!phone) throw badRequest('invalid_phone');
  const checked = await app.services.postalCodes.checkAddress(body.postal_code, body.settlement);
  const now = app.clock();
  const address = {
    street: body.street,
    exterior_number: body.exterior_number,
    interior_number: body.interior_number?.trim() || null,
    settlement: checked?.settlement ?? body.settlement,
    municipality: checked?.municipality ?? body.municipality,
    state: checked?.state ?? body.state,
    postal_code: checked?.postal_code ?? body.postal_code.trim(),
  };
  const row = await transaction(app, async (tx) => {
    const { facts } = await lockAll(tx, companyId);
    requireAllowed('set_shipping_address', facts);
    const saved = await upsertDeliveryAddress(tx, {
      company_id: companyId,
      ...address,
      address_references: body.references?.trim() || null,
      contact_name: body.contact_name,
      contact_phone: phone.e164,
      created_at: now,
      updated_at: now,
    });
    await updateCompanyFlags(tx, companyId, {
      shipping_address: shippingAddressLine(address),
      shipping_delivery: saved.status,
      updated_at: now,
    });
    return saved;
  });
  return toCompanyDelivery(row);
}

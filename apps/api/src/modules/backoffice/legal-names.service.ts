import { randomBytes } from 'node:crypto';
import type {
  AuthorizeLegalNameFields,
  LegalNameCase,
  LegalNameCaseDetail,
  LegalNameProposal,
  LegalNameRefusalReason,
  RefuseLegalNamesBody,
} from '@forja/contracts';
import { genderFromCurp } from '@forja/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict } from '../../http/errors';
import type { UploadedFile } from '../../http/uploads';
import { recordAudit } from '../audit/audit-log';
import { deleteDocument, insertIssuedDocument, lockDocumentOfType } from './forja-documents.repository';
import { lockCompany } from '../companies/companies.repository';
import { createRiskCheck } from './legal-names-risk';
import {
  findAuthorizationDocument,
  findCompany,
  findFounders,
  findNamesInUse,
  findProposals,
  findWaitingCompanies,
  hasCompanyPaid,
  refuseProposal,
  type CompanyRow,
  type DenominationRow,
  type FounderRow,
} from './legal-names.repository';
import { staffOf } from '../staff/staff-access';

const AUTHORIZATION_DOCUMENT = 'legal_name_authorization';

const companyNotFound = () => new AppError(404, 'company_not_found');
const alreadyDecided = () => conflict('already_reviewed');

type RiskCheck = ReturnType<typeof createRiskCheck>;

function toProposal(row: DenominationRow, check: LegalNameProposal['check']): LegalNameProposal {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    decision: row.decision,
    authorization_key: row.authorization_key,
    authorization_date: row.authorization_date,
    refusal_reason: (row.refusal_reason as LegalNameRefusalReason | null) ?? null,
    refusal_note: row.refusal_note,
    decided_at: row.decided_at?.toISOString() ?? null,
    proposed_at: row.created_at.toISOString(),
    check,
  };
}

function toCase(
  company: CompanyRow,
  proposals: DenominationRow[],
  founder: FounderRow | undefined,
  riskCheck: RiskCheck,
): LegalNameCase {
  const ranked = [...proposals].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const undecided = ranked.filter((row) => row.decision === null);
  const waitingSince = undecided.reduce<Date | null>(
    (oldest, row) => (oldest === null || row.created_at < oldest ? row.created_at : oldest),
    null,
  );
  return {
    company_id: company.id,
    friendly_id: company.friendly_id,
    company_name: company.name,
    founder_email: founder?.email ?? null,
    founder_name: [founder?.first_names, founder?.last_names]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    founder_gender: genderFromCurp(founder?.curp),
    waiting_since: waitingSince?.toISOString() ?? null,
    proposals: ranked.map((row, index) =>
      toProposal(
        row,
        riskCheck(
          company.id,
          row.name,
          ranked.slice(0, index).map((above) => above.name),
        ),
      ),
    ),
  };
}

/** The queue: companies waiting for a legal-name decision, oldest first, each proposal with its risk check. */
export async function listLegalNameQueue(
  db: Database,
  filter: { q?: string; page: number; pageSize: number },
): Promise<{ items: LegalNameCase[]; total: number }> {
  const { rows, total } = await findWaitingCompanies(db, filter);
  const companyIds = rows.map((row) => row.company.id);
  const [proposals, founders, namesInUse] = await Promise.all([
    findProposals(db, companyIds),
    findFounders(
      db,
      rows.map((row) => row.company.user_id),
    ),
    rows.length > 0 ? findNamesInUse(db) : Promise.resolve({ legalNames: [], proposals: [] }),
  ]);
  const riskCheck = createRiskCheck(namesInUse);
  return {
    total,
    items: rows.map(({ company }) =>
      toCase(
        company,
        proposals.filter((row) => row.company_id === company.id),
        founders.find((founder) => founder.id === company.user_id),
        riskCheck,
      ),
    ),
  };
}

/** One company's legal names, decided or not, with what was recorded; 404 company_not_found. */
export async function getLegalNameCase(
  app: FastifyInstance,
  companyId: number,
): Promise<LegalNameCaseDetail> {
  const db = app.database.db;
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  const [proposals, founders, namesInUse, document, paid] = await Promise.all([
    findProposals(db, [companyId]),
    findFounders(db, [company.user_id]),
    findNamesInUse(db),
    findAuthorizationDocument(db, companyId),
    hasCompanyPaid(db, companyId),
  ]);
  const base = toCase(company, proposals, founders[0], createRiskCheck(namesInUse));
  const legalName = company.legal_name?.trim() ? company.legal_name : null;
  return {
    ...base,
    legal_name: legalName,
    name_authorization: company.name_authorization,
    paid,
    authorization_document: document && {
      id: document.id,
      is_approved: document.is_approved,
      document_url: await app.services.fileLinks.url(
        { kind: 'company_document', id: document.id },
        app.clock(),
      ),
    },
    decided: legalName !== null || !proposals.some((row) => row.decision === null),
  };
}

/** preHandler-friendly check that the company exists, before a multipart body is read. */
export async function requireCompany(app: FastifyInstance, companyId: number): Promise<void> {
  if (!(await findCompany(app.database.db, companyId))) throw companyNotFound();
}

/** Dates the SE signed cannot be later than today (UTC, which is never behind Mexico's date). */
function requirePastDate(date: string, now: Date): void {
  if (date > now.toISOString().slice(0, 10)) throw badRequest('invalid_request');
}

/**
 * Records the Secretaría de Economía's authorisation of one proposal: the PDF (already checked by content)
 * goes to storage first and becomes the company's approved legal_name_authorization document; the company's
 * legal_name and name_authorization and the proposal's decision are set through the companies service (the
 * same logic as set-approved-denomination); the act is audited and the founder's e-mail queued, all in one
 * transaction that first locks the company: a name already recorded, or a proposal already decided, answers
 * 409 already_reviewed.
 */
export async function authorizeLegalName(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
  fields: AuthorizeLegalNameFields,
  file: UploadedFile,
): Promise<LegalNameCaseDetail> {
  const now = app.clock();
  requirePastDate(fields.authorization_date, now);
  const storage = app.services.storage;
  const key = `companies/${companyId}/${AUTHORIZATION_DOCUMENT}-${randomBytes(8).toString('hex')}.${file.extension}`;
  await storage.put(key, file.data);
  let replacedKey: string | null = null;
  try {
    await app.database.db.transaction(async (tx) => {
      const company = await lockCompany(tx, companyId);
      if (!company) throw companyNotFound();
      const proposals = await findProposals(tx, [companyId]);
      const chosen = proposals.find((row) => row.id === fields.denomination_id);
      if (!chosen) throw badRequest('invalid_request');
      if (company.legal_name?.trim() || chosen.decision !== null) throw alreadyDecided();

      await app.services.companies.recordApprovedDenomination(tx, {
        companyId,
        legalName: chosen.name,
        denominationId: chosen.id,
        authorizationKey: fields.authorization_key,
        authorizationDate: fields.authorization_date,
        now,
      });
      const previous = await lockDocumentOfType(tx, companyId, AUTHORIZATION_DOCUMENT);
      if (previous) await deleteDocument(tx, previous.id);
      replacedKey = previous?.storage_key ?? null;
      const document = await insertIssuedDocument(tx, {
        companyId,
        type: AUTHORIZATION_DOCUMENT,
        storageKey: key,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.data.length,
        uploadedBy: staffOf(request).userId,
        at: now,
      });
      await recordAudit(tx, request, {
        action: 'legal_name.authorize',
        companyId,
        subjectType: 'denomination',
        subjectId: chosen.id,
        before: {
          legal_name: company.legal_name,
          name_authorization: company.name_authorization,
          decision: chosen.decision,
          document_id: previous?.id ?? null,
        },
        after: {
          legal_name: chosen.name,
          name_authorization: true,
          decision: 'approved',
          authorization_key: fields.authorization_key,
          authorization_date: fields.authorization_date,
          document_id: document.id,
        },
      });
      await app.services.notifications.later(
        'legalNameDecided',
        { companyId, approved: true, name: chosen.name },
        { tx },
      );
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (replacedKey && replacedKey !== key) await storage.delete(replacedKey);
  // The authorised name is what the draft articles were waiting for when the documents are approved.
  await app.services.signing
    .refreshDraft(companyId)
    .catch((error: unknown) => app.log.error({ err: error }, 'signing: the draft was not rendered'));
  return getLegalNameCase(app, companyId);
}

/**
 * Records the SE's refusal of proposals (one, or every one still undecided), with the reason the founder
 * reads on the legal-name page, in one transaction that first locks the company: a proposal already decided,
 * or a name already authorised, answers 409 already_reviewed. Each refusal is audited and e-mailed.
 */
export async function refuseLegalNames(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
  body: RefuseLegalNamesBody,
): Promise<LegalNameCaseDetail> {
  const reason = body.reason;
  const note = body.note?.trim() || null;
  if (!reason || (reason === 'other' && !note)) throw badRequest('rejection_category_required');
  const ids = [...new Set(body.denomination_ids)];
  const now = app.clock();
  await app.database.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company) throw companyNotFound();
    const proposals = await findProposals(tx, [companyId]);
    const chosen = ids.map((id) => proposals.find((row) => row.id === id));
    if (chosen.some((row) => !row)) throw badRequest('invalid_request');
    if (company.legal_name?.trim()) throw alreadyDecided();
    for (const proposal of chosen) {
      if (!proposal) continue;
      const refused = await refuseProposal(tx, { id: proposal.id, companyId, reason, note, at: now });
      if (!refused) throw alreadyDecided();
      await recordAudit(tx, request, {
        action: 'legal_name.refuse',
        companyId,
        subjectType: 'denomination',
        subjectId: proposal.id,
        before: { name: proposal.name, decision: proposal.decision },
        after: { name: proposal.name, decision: 'refused', refusal_reason: reason, refusal_note: note },
      });
      await app.services.notifications.later(
        'legalNameDecided',
        { companyId, approved: false, name: proposal.name },
        { tx },
      );
    }
  });
  return getLegalNameCase(app, companyId);
}

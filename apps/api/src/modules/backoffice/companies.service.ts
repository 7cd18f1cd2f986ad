import type {
  AddCompanyNoteBody,
  BackofficeCompanyDetail,
  BackofficeCompanyItem,
  CompanyNote,
} from '@forja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { companies, companyNotes } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { campaignOfUsers } from './attribution.repository';
import { recordAudit } from '../audit/audit-log';
import { findCompanyNotes, findNotes, insertNote } from '../companies/company-notes.repository';
import { createCompanySteps, observedStep, type ObservedStep } from './companies-steps';
import { companyTimeline } from './companies-timeline';
import {
  findCompaniesWithoutStep,
  findCompanyPage,
  findCompanySupportRequests,
  findCompanyWithFounder,
  findCurrentCommissary,
  type CompanyPageFilter,
  type CompanyPageRow,
} from './companies.repository';
import { findCompanyOrders } from './orders.repository';
import { staffOf } from '../staff/staff-access';

const missing = () => new AppError(404, 'not_found');

/** How many times a page is read again when steps it shows turned out to have changed. */
const PAGE_PASSES = 3;

const fullName = (person: { first_names: string; last_names: string }) =>
  [person.first_names, person.last_names]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

function founderOf(founder: CompanyPageRow['founder']) {
  return {
    id: founder.id,
    name: fullName(founder),
    email: founder.email,
    phone: founder.phone ? `+${founder.phone_country_code ?? ''}${founder.phone}` : null,
  };
}

function toItem(row: Pick<CompanyPageRow, 'company' | 'founder'>, step: ObservedStep): BackofficeCompanyItem {
  const { company } = row;
  return {
    id: company.id,
    friendly_id: company.friendly_id,
    name: company.name,
    legal_name: company.legal_name,
    company_type: company.company_type,
    founder: founderOf(row.founder),
    step: step.step,
    waits_on: step.waitsOn,
    step_since: step.since.toISOString(),
    created_at: company.created_at.toISOString(),
    path: step.path,
  };
}

/**
 * Companies with their onboarding step, the longest on it first, by step, step of the whole path and search
 * text. Each company the page shows has its step and path step checked live first: one that moved is recorded
 * (as just arrived, when its step changed) and the page is read again (the reminder check records the steps of
 * every company it may remind every few hours; companies never recorded are recorded here first). The live check
 * also gives where each stands on its whole path, and so who it waits on.
 */
export async function listCompanies(
  app: FastifyInstance,
  filter: CompanyPageFilter,
): Promise<{ items: BackofficeCompanyItem[]; total: number }> {
  const db = app.database.db;
  const steps = createCompanySteps(app);
  const now = app.clock();
  for (const company of await findCompaniesWithoutStep(db)) await steps.observe(company, now);
  let page = await findCompanyPage(db, filter);
  let checked = await steps.verify(page.rows, now);
  for (let pass = 1; pass < PAGE_PASSES && checked.changed; pass += 1) {
    page = await findCompanyPage(db, filter);
    checked = await steps.verify(page.rows, now);
  }
  const items = page.rows.map((row) => {
    const live = checked.live.get(row.company.id)!;
    // A step that moved in the last check was recorded just now; the page read before it still has the old one.
    return toItem(row, observedStep(live, live.step === row.step ? row.since : now));
  });
  return { total: page.total, items };
}

/**
 * The company page: data, founder, live step, orders, support requests, notes, timeline, the founder's
 * campaign attribution (last touch at or before the company's creation) and the current commissary's name and
 * RFC; or 404.
 */
export async function companyDetail(
  app: FastifyInstance,
  companyId: number,
): Promise<BackofficeCompanyDetail> {
  const db = app.database.db;
  const found = await findCompanyWithFounder(db, companyId);
  if (!found) throw missing();
  const { company, founder } = found;
  const observed = await createCompanySteps(app).observe(company, app.clock());
  const [orders, supportRequests, notes, campaigns, commissary] = await Promise.all([
    findCompanyOrders(db, companyId),
    findCompanySupportRequests(db, companyId),
    findCompanyNotes(db, companyId),
    campaignOfUsers(db, [founder.id], new Map([[founder.id, company.created_at]])),
    findCurrentCommissary(db, companyId),
  ]);
  return {
    summary: toItem(found, observed),
    founder: { ...founderOf(founder), language: founder.language, is_confirmed: founder.is_confirmed },
    company: observed.profile,
    orders,
    support_requests: supportRequests,
    notes,
    timeline: await companyTimeline(db, company, { orders, supportRequests }),
    attribution: campaigns.get(founder.id) ?? { first_touch: null, last_touch: null },
    commissary,
  };
}

/**
 * An operator's note on a company, private or shown on its dashboard; written to the audit log in the same
 * transaction.
 */
export async function addCompanyNote(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: number,
  note: AddCompanyNoteBody,
): Promise<CompanyNote> {
  const db = app.database.db;
  const id = await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    if (!company) throw missing();
    const noteId = await insertNote(tx, {
      companyId,
      orderId: null,
      authorId: staffOf(request).userId,
      body: note.body,
      visibleToFounder: note.visible_to_founder,
      at: app.clock(),
    });
    await recordAudit(tx, request, {
      action: 'company_note.add',
      companyId,
      subjectType: 'company_note',
      subjectId: noteId,
      after: { body: note.body, visible_to_founder: note.visible_to_founder },
    });
    return noteId;
  });
  const [saved] = await findNotes(db, eq(companyNotes.id, id));
  if (!saved) throw missing();
  return saved;
}

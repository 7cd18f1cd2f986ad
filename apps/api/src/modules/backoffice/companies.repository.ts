import type { CompanyOnboardingStep, CompanyPathPosition, CompanySupportRequest } from '@forja/contracts';
import { supportRequestStage } from '@forja/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  isNull,
  like,
  notInArray,
  or,
  sql,
  type SQL,
  type Column,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  commissaries,
  companies,
  companyDocuments,
  companyOnboardingSteps,
  denominations,
  partnerDocuments,
  partners,
  supportRequests,
  users,
} from '../../db/schema/index';
import type { CompanyRow } from '../companies/companies.repository';

/** `text` as a LIKE pattern that matches it literally. */
const literalPattern = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const ACCENTED = 'áàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuunc';

/** Lower case without accents, as the search compares names. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC');
}
const folded = (column: SQLWrapper) => sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`;

/** Digits of a phone number written any way (+52 55 1234-5678); null when the text is not a phone. */
function phoneDigits(text: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

const partnerUsers = alias(users, 'partner_users');

/** A user's phone as digits with and without its calling code. */
const phoneMatches = (table: { phone: Column; phone_country_code: Column }, pattern: string) =>
  or(
    like(table.phone, pattern),
    like(sql`coalesce(${table.phone_country_code}, '') || coalesce(${table.phone}, '')`, pattern),
  );

/**
 * Companies found by the operator's text: friendly_id, company name, legal name or a proposed one, e-mail,
 * RFC or phone of the company, its founder or a partner. Any part matches, ignoring case (and accents in
 * names).
 */
export function searchCondition(db: Database, text: string): SQL | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const contains = `%${literalPattern(trimmed)}%`;
  const name = `%${literalPattern(foldText(trimmed))}%`;
  const rfc = `%${literalPattern(trimmed.replace(/[\s-]/g, ''))}%`;
  const digits = phoneDigits(trimmed);
  const phone = digits ? `%${digits}%` : null;

  const partnerMatch = db
    .select({ one: sql`1` })
    .from(partners)
    .leftJoin(partnerUsers, eq(partnerUsers.id, partners.user_id))
    .where(
      and(
        eq(partners.company_id, companies.id),
        or(
          ilike(partners.email, contains),
          and(isNull(partnerUsers.cancelled_at), ilike(partnerUsers.email, contains)),
          ilike(partners.rfc, rfc),
          like(folded(partners.name), name),
          phone ? and(isNull(partnerUsers.cancelled_at), phoneMatches(partnerUsers, phone)) : undefined,
        ),
      ),
    );
  const proposedName = db
    .select({ one: sql`1` })
    .from(denominations)
    .where(and(eq(denominations.company_id, companies.id), like(folded(denominations.name), name)));

  return or(
    ilike(companies.friendly_id, contains),
    like(folded(companies.name), name),
    like(folded(companies.legal_name), name),
    ilike(companies.rfc, rfc),
    ilike(companies.contact_email, contains),
    // A cancelled founder is not found by their own e-mail or phone.
    and(isNull(users.cancelled_at), ilike(users.email, contains)),
    phone ? and(isNull(users.cancelled_at), phoneMatches(users, phone)) : undefined,
    phone
      ? like(sql`regexp_replace(coalesce(${companies.contact_phone}, ''), '\\D', '', 'g')`, phone)
      : undefined,
    exists(partnerMatch),
    exists(proposedName),
  );
}

export type CompanyPageFilter = {
  step?: CompanyOnboardingStep | undefined;
  pathStep?: CompanyPathPosition | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
};

export type CompanyPageRow = {
  company: CompanyRow;
  founder: {
    id: number;
    email: string;
    first_names: string;
    last_names: string;
    phone: string | null;
    phone_country_code: string | null;
  };
  step: string;
  since: Date;
  pathStep: string | null;
};

/** A founder who cancelled their account (ARCO) is shown without their data until the erasure removes it. */
const unlessCancelled = <T>(column: Column, blank: T) =>
  sql<T>`case when ${users.cancelled_at} is null then ${column} else ${blank} end`;

const founderColumns = {
  id: users.id,
  email: unlessCancelled<string>(users.email, ''),
  first_names: unlessCancelled<string>(users.first_names, ''),
  last_names: unlessCancelled<string>(users.last_names, ''),
  phone: unlessCancelled<string | null>(users.phone, null),
  phone_country_code: unlessCancelled<string | null>(users.phone_country_code, null),
};

/** The steps about the founder's account, before any step of a company's path. */
const ACCOUNT_STEPS: CompanyOnboardingStep[] = ['VerifyAccount', 'Companies'];

/**
 * The companies on a step of their whole path, as recorded: the founder is sent to its page, or it is the
 * dashboard's current step. Not a company whose founder has not confirmed their e-mail or chosen it yet: it is on
 * none (though its checklist points at the basic data).
 */
const onPathStep = (position: CompanyPathPosition) =>
  and(eq(companyOnboardingSteps.path_step, position), notInArray(companyOnboardingSteps.step, ACCOUNT_STEPS));

/**
 * A page of companies by the step and path step recorded for them (company_onboarding_steps), the longest on
 * their step first. Companies with no recorded step are left out: see findCompaniesWithoutStep.
 */
export async function findCompanyPage(
  db: Database,
  filter: CompanyPageFilter,
): Promise<{ rows: CompanyPageRow[]; total: number }> {
  const where = and(
    filter.step ? eq(companyOnboardingSteps.step, filter.step) : undefined,
    filter.pathStep ? onPathStep(filter.pathStep) : undefined,
    filter.q ? searchCondition(db, filter.q) : undefined,
  );
  const [totalRow] = await db
    .select({ total: count() })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .innerJoin(companyOnboardingSteps, eq(companyOnboardingSteps.company_id, companies.id))
    .where(where);
  const rows = await db
    .select({
      company: companies,
      founder: founderColumns,
      step: companyOnboardingSteps.step,
      since: companyOnboardingSteps.since,
      pathStep: companyOnboardingSteps.path_step,
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .innerJoin(companyOnboardingSteps, eq(companyOnboardingSteps.company_id, companies.id))
    .where(where)
    .orderBy(asc(companyOnboardingSteps.since), asc(companies.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** Companies whose step was never recorded (created since the reminder check last ran, or never checked). */
export async function findCompaniesWithoutStep(db: Database): Promise<CompanyRow[]> {
  const rows = await db
    .select({ company: companies })
    .from(companies)
    .leftJoin(companyOnboardingSteps, eq(companyOnboardingSteps.company_id, companies.id))
    .where(isNull(companyOnboardingSteps.company_id))
    .orderBy(asc(companies.id));
  return rows.map((row) => row.company);
}

/** A company with its founder, or null. */
export async function findCompanyWithFounder(
  db: Database,
  companyId: number,
): Promise<{
  company: CompanyRow;
  founder: CompanyPageRow['founder'] & { language: string; is_confirmed: boolean };
} | null> {
  const [row] = await db
    .select({
      company: companies,
      founder: { ...founderColumns, language: users.language, is_confirmed: users.is_confirmed },
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.user_id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The company's support requests, newest first. */
/**
 * The company's current commissary as the company page shows it: the name and the RFC (the founder's, Forja's
 * commissary's, or the one the commissary corrected with the CSF); null when none is appointed or assigned.
 */
export async function findCurrentCommissary(
  db: Database,
  companyId: number,
): Promise<{ name: string; rfc: string | null } | null> {
  const [row] = await db
    .select({ name: commissaries.name, rfc: commissaries.rfc })
    .from(commissaries)
    .where(and(eq(commissaries.company_id, companyId), isNull(commissaries.replaced_at)))
    .limit(1);
  return row ?? null;
}

export async function findCompanySupportRequests(
  db: Database,
  companyId: number,
): Promise<CompanySupportRequest[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.company_id, companyId))
    .orderBy(desc(supportRequests.created_at), desc(supportRequests.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    stage: supportRequestStage(row.status),
    category_key: row.category_key,
    main_category: row.main_category,
    request_type: row.request_type,
    message: row.message,
    created_at: row.created_at.toISOString(),
  }));
}

/** Dated milestones of a company's onboarding, for its timeline. */
export async function findCompanyMilestones(db: Database, companyId: number) {
  const [partnerRows, documentRows, partnerDocumentRows, step] = await Promise.all([
    db
      .select({ name: partners.name, created_at: partners.created_at })
      .from(partners)
      .where(eq(partners.company_id, companyId)),
    db
      .select({ type: companyDocuments.type, created_at: companyDocuments.created_at })
      .from(companyDocuments)
      .where(eq(companyDocuments.company_id, companyId)),
    db
      .select({
        type: partnerDocuments.type,
        partner: partners.name,
        created_at: partnerDocuments.created_at,
      })
      .from(partnerDocuments)
      .innerJoin(partners, eq(partners.id, partnerDocuments.partner_id))
      .where(eq(partners.company_id, companyId)),
    db
      .select({ step: companyOnboardingSteps.step, since: companyOnboardingSteps.since })
      .from(companyOnboardingSteps)
      .where(eq(companyOnboardingSteps.company_id, companyId))
      .limit(1),
  ]);
  return {
    partners: partnerRows,
    documents: documentRows,
    partnerDocuments: partnerDocumentRows,
    step: step[0],
  };
}

import type { Company, Partner } from '@forja/contracts';
import type { CompanyDeletionAppointment } from '@forja/domain';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/*
 * What the companies module reads from the modules built on it (partners, payments, appointments). Those
 * modules depend on companies (a partner, an order, an appointment belongs to a company); companies only names
 * these small shapes, and services.ts hands it the functions that fill them, so it never imports them back.
 */

/** A partner's standing in a company, as far as the company's access check is concerned. */
export type CompanyMembership = { invitation_accepted: boolean; permission_to_edit: boolean };

/**
 * A module's share of the company profile, read inside the profile's one statement (company-profile-reader.ts):
 * `json` is a JSON value made of correlated subqueries on the module's own tables, for the company whose id the
 * SQL `companyId` gives; `fields` makes the profile's fields of what it read (null when the company is gone).
 * `viewerId` is who the profile is for, named in signed links to ID images.
 */
export type CompanyProfilePart<Fields> = {
  json(companyId: SQL): SQL;
  fields(read: unknown, now: Date, viewerId?: number): Promise<Fields>;
};

/** The partners module's part of a company: who belongs to it, and its partners and share series. */
export type CompanyPartners = {
  /** The user's partner record in the company, or null when they are not one of its partners. */
  membershipOf(userId: number, companyId: number): Promise<CompanyMembership | null>;
  /** The names of the company's partners (an S.A.S.'s sole administrator is one of them). */
  namesOf(companyId: number): Promise<Pick<Partner, 'name' | 'first_name' | 'last_name'>[]>;
  /** The profile's partners (shares, documents, identity checks) and share series. */
  profilePart: CompanyProfilePart<Pick<Company, 'partners' | 'share_series'>>;
};

/** The profile's orders, subscriptions and bills, from the payments module. */
export type CompanyPaymentLists = CompanyProfilePart<Pick<Company, 'orders' | 'subscriptions' | 'bills'>>;

/** The company's booked appointments, read inside the deletion's transaction (spec 9's 2-hour rule). */
export type CompanyAppointments = {
  bookedOfCompany(companyId: number, tx: Database): Promise<CompanyDeletionAppointment[]>;
};

import type { Company } from '@forja/contracts';
import type { CompanyDeletionAppointment } from '@forja/domain';
import type { Database } from '../../db/database';

/*
 * What the companies module reads from the modules built on it (partners, payments, appointments). Those
 * modules depend on companies (a partner, an order, an appointment belongs to a company); companies only names
 * these small shapes, and services.ts hands it the functions that fill them, so it never imports them back.
 */

/** A partner's standing in a company, as far as the company's access check is concerned. */
export type CompanyMembership = { invitation_accepted: boolean; permission_to_edit: boolean };

/** The partners module's part of a company: who belongs to it, and its partners and share series. */
export type CompanyPartners = {
  /** The user's partner record in the company, or null when they are not one of its partners. */
  membershipOf(userId: number, companyId: number): Promise<CompanyMembership | null>;
  /** The profile's partners and share series; `viewerId` is named in their ID images' signed links. */
  profilePartsOf(
    companyId: number,
    now: Date,
    viewerId?: number,
  ): Promise<Pick<Company, 'partners' | 'share_series'>>;
};

/** The profile's orders, subscriptions and bills, from the payments module. */
export type CompanyPaymentLists = (
  companyId: number,
  now: Date,
) => Promise<Pick<Company, 'orders' | 'subscriptions' | 'bills'>>;

/** The company's booked appointments, read inside the deletion's transaction (spec 9's 2-hour rule). */
export type CompanyAppointments = {
  bookedOfCompany(companyId: number, tx: Database): Promise<CompanyDeletionAppointment[]>;
};

import type { Company, Order, Partner, Subscription, User } from '@forja/contracts';
import { listOf } from '../shared/list';
import { isBlank, sameEmail, textKey } from '../shared/text';
import { hasApprovedDocument } from './documents';
import { partnerMissingDocuments } from './partner-documents';

/** The order item of the complement to the articles of incorporation (spec section 4). */
export const COMPLEMENT_ITEM_NAME = 'Complemento Acta Constitutiva';
/** The order or subscription item of the commissary service (spec section 4). */
export const COMMISSARY_SERVICE_ITEM_NAME = 'Servicio de Comisario';
/**
 * The society types that must appoint a commissary (comisario, LGSM art. 164): the S.A. de C.V. and the
 * S.A.P.I. de C.V. An S.A.S. (LGSM art. 260 ff.) and an S. de R.L. have none (spec section 2, redirect step 6).
 */
export const COMPANY_TYPES_WITH_COMMISSARY = ['sa', 'sapi'] as const;

const ORDER_PAID = ['complete'];
/** Only 'pending' waits for money; 'awaiting_checkout' is a checkout still to be finished (see README). */
const ORDER_WAITING = ['pending'];
const ORDER_UNSETTLED = ['pending', 'awaiting_checkout'];
const SUBSCRIPTION_PAID = ['active'];
const SUBSCRIPTION_UNSETTLED = ['pending', 'incomplete', 'past_due', 'awaiting_checkout'];
const COMMISSARY_ROLE = 'commissary';

export type CompanyFacts = {
  /** Any order is complete or any subscription is active. */
  isPaid: boolean;
  /** Any order is pending or awaiting_checkout, or any subscription pending, incomplete, past_due or awaiting_checkout. */
  isPending: boolean;
  /** Any order is complete. */
  existOrderComplete: boolean;
  /** Any order is pending (waiting for a payment already made, e.g. an OXXO voucher). */
  existOrderPending: boolean;
  /** 'Complemento Acta Constitutiva' is in a complete order. */
  existOrderComplementarieComplete: boolean;
  /** 'Complemento Acta Constitutiva' is in a pending order. */
  existOrderComplementariePending: boolean;
  /** 'Servicio de Comisario' is in a complete order or an active subscription. */
  existOrderCommissaryComplete: boolean;
  /** The articles of incorporation are uploaded, approved and not rejected. */
  documentsApproved: boolean;
  /** The legal-name authorisation is approved (only an approved one counts). */
  legalNameAuthorized: boolean;
  /** A council member has the role commissary. */
  existCommissaryMember: boolean;
  /** The company answered that it will hire (will_hire is true). */
  companyIsHiring: boolean;
  /** The hiring question was answered, yes or no (will_hire is not null). */
  hiringAnswered: boolean;
  /** Every signature is in: flags.date_signature is non-empty. */
  completeFirms: boolean;
  /** The deed was delivered (delivery_completed). */
  deliveryCompleted: boolean;
  /** The user's e-mail matches a partner's, ignoring case and surrounding spaces. */
  userExistAsAPartner: boolean;
  /** The server's flag says so, or every partner (at least one) has uploaded all of its documents. */
  partnerDocumentsComplete: boolean;
  /** Some partner has no shares, or a share with a null percentage. */
  hasLegacyPartners: boolean;
  /** The society type needs a commissary: an S.A. de C.V. or an S.A.P.I. de C.V. */
  needsCommissary: boolean;
};

function hasStatus(entry: Pick<Order | Subscription, 'status'>, statuses: readonly string[]): boolean {
  return statuses.includes(textKey(entry.status));
}

function hasItem(entry: Pick<Order | Subscription, 'items'>, name: string): boolean {
  const wanted = textKey(name);
  return listOf(entry.items).some((item) => textKey(item.name) === wanted);
}

/** Whether a society type (a catalogue key, any case) must appoint a commissary; an unknown or unset one does not. */
export function societyTypeNeedsCommissary(companyType: string | null | undefined): boolean {
  return (COMPANY_TYPES_WITH_COMMISSARY as readonly string[]).includes(textKey(companyType));
}

/**
 * Whether a society type (a catalogue key, any case) is formed online rather than before a notary: an S.A.S.
 * (LGSM art. 5 and 263) is formed in the Secretaría de Economía's electronic system, signed there by every
 * shareholder with their own e.firma, and that system registers it in the Registro Público de Comercio. It has
 * no notarial deed, no certified copy (testimonio) and nothing to ship.
 */
export function societyTypeFormsOnline(companyType: string | null | undefined): boolean {
  return textKey(companyType) === 'sas';
}

/** The partner whose e-mail is the user's, ignoring case and surrounding spaces; null when none. */
export function findUserPartner(
  company: Pick<Company, 'partners'>,
  user: Pick<User, 'email'> | null | undefined,
): Partner | null {
  return listOf(company.partners).find((partner) => sameEmail(partner.email, user?.email)) ?? null;
}

/** Every derived fact of spec section 4 and the validation flags of section 3, for one company and user. */
export function companyFacts(company: Company, user?: Pick<User, 'email'> | null): CompanyFacts {
  const orders = listOf(company.orders);
  const subscriptions = listOf(company.subscriptions);
  const partners = listOf(company.partners);
  const completeOrders = orders.filter((order) => hasStatus(order, ORDER_PAID));
  const waitingOrders = orders.filter((order) => hasStatus(order, ORDER_WAITING));
  const activeSubscriptions = subscriptions.filter((subscription) =>
    hasStatus(subscription, SUBSCRIPTION_PAID),
  );

  return {
    isPaid: completeOrders.length > 0 || activeSubscriptions.length > 0,
    isPending:
      orders.some((order) => hasStatus(order, ORDER_UNSETTLED)) ||
      subscriptions.some((subscription) => hasStatus(subscription, SUBSCRIPTION_UNSETTLED)),
    existOrderComplete: completeOrders.length > 0,
    existOrderPending: waitingOrders.length > 0,
    existOrderComplementarieComplete: completeOrders.some((order) => hasItem(order, COMPLEMENT_ITEM_NAME)),
    existOrderComplementariePending: waitingOrders.some((order) => hasItem(order, COMPLEMENT_ITEM_NAME)),
    existOrderCommissaryComplete: [...completeOrders, ...activeSubscriptions].some((entry) =>
      hasItem(entry, COMMISSARY_SERVICE_ITEM_NAME),
    ),
    documentsApproved: hasApprovedDocument(company.documents, 'articles_of_incorporation'),
    legalNameAuthorized: hasApprovedDocument(company.documents, 'legal_name_authorization'),
    existCommissaryMember: listOf(company.council).some(
      (member) => textKey(member.council_role) === COMMISSARY_ROLE,
    ),
    companyIsHiring: company.will_hire === true,
    hiringAnswered: company.will_hire === true || company.will_hire === false,
    completeFirms: !isBlank(company.flags?.date_signature),
    deliveryCompleted: company.delivery_completed === true,
    userExistAsAPartner: findUserPartner(company, user) !== null,
    partnerDocumentsComplete:
      company.partners_has_documents_completed === true ||
      (partners.length > 0 && partners.every((partner) => partnerMissingDocuments(partner).length === 0)),
    hasLegacyPartners: partners.some((partner) => {
      const shares = listOf(partner.shares);
      return shares.length === 0 || shares.some((share) => share.percentage == null);
    }),
    needsCommissary: societyTypeNeedsCommissary(company.company_type),
  };
}

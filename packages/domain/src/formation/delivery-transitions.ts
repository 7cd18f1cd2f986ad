/**
 * After the articles are signed: the notarial deed, its certified copy (testimonio) and the copy's delivery to
 * the founder happen in one order. Each act is allowed only from where the company stands; otherwise it is
 * refused with the code that says what comes first. A company formed online (S.A.S.) has its registration in
 * the Secretaría de Economía's system recorded where the deed would be, and no testimonio to upload or ship;
 * before that registration, Forja enters its articles in the SE's system and tells the shareholders they are
 * ready for each one's e.firma there.
 */

import { zonedDay } from '../appointments/day-slots';

/** Where the delivery of the certified copy stands: no address yet → preparing → shipped → delivered. */
export type DeliveryStage = 'awaiting_address' | 'preparing' | 'shipped' | 'delivered';

/** What is known of a company's deed and delivery when an act is asked for. */
export type DeedFacts = {
  /** Every partner signed the articles (the company's `date_signature` is set). */
  signed: boolean;
  /** The society type is formed online, without a notary (an S.A.S.: see societyTypeFormsOnline). */
  formsOnline: boolean;
  /** The operator recorded the notarial deed. */
  deedRecorded: boolean;
  /** An S.A.S.: the shareholders were told the articles are ready for their e.firma in the SE's system. */
  seSignatureReady: boolean;
  /** The certified copy (testimonio) was uploaded. */
  testimonyUploaded: boolean;
  delivery: DeliveryStage;
};

/**
 * The acts on the deed and the delivery, by staff (deed, testimony, registry slip, ship, deliver; for an S.A.S.
 * the articles ready for signature in the SE's system) or the founder (address).
 */
export type DeedAct =
  | 'mark_se_signature_ready'
  | 'record_deed'
  | 'upload_testimony'
  | 'upload_registry_entry'
  | 'withdraw_testimony'
  | 'set_shipping_address'
  | 'ship'
  | 'mark_delivered';

export type DeedActRefusal =
  | 'signature_not_complete'
  | 'formed_online'
  | 'not_formed_online'
  | 'registration_already_recorded'
  | 'se_signature_not_ready'
  | 'deed_not_recorded'
  | 'testimony_not_uploaded'
  | 'shipping_address_missing'
  | 'delivery_already_shipped'
  | 'delivery_not_shipped'
  | 'delivery_already_delivered';

const gone = (delivery: DeliveryStage) => delivery === 'shipped' || delivery === 'delivered';

/**
 * Why an act may not happen now, or null when it may:
 * - the deed (and its later corrections) only once the articles are signed; an S.A.S.'s registration in the SE's
 *   system only once its shareholders were told to sign there (se_signature_not_ready);
 * - the testimony only over a recorded deed, and it stays once shipped;
 * - the registry slip (boleta de inscripción del Registro Público de Comercio) only over a recorded deed, or
 *   for a company formed online over its recorded registration in the SE's system;
 * - the founder's address once signed, and until the copy is shipped;
 * - shipping needs the testimony and an address, once; delivery follows shipping, once;
 * - a company formed online has no testimonio: uploading one, giving an address for it or shipping it is
 *   refused (formed_online); withdrawing one uploaded by mistake is allowed;
 * - the articles ready for the shareholders' e.firma in the SE's system only for a company formed online
 *   (not_formed_online), once the partners signed them in Forja, and not once its registration is recorded
 *   (registration_already_recorded): by then every shareholder has signed there. Telling it again before the
 *   registration is allowed here; the service answers a repeat without acting twice.
 */
export function refuseDeedAct(act: DeedAct, facts: DeedFacts): DeedActRefusal | null {
  const onlineToo: readonly DeedAct[] = [
    'mark_se_signature_ready',
    'record_deed',
    'upload_registry_entry',
    'withdraw_testimony',
  ];
  if (facts.formsOnline && !onlineToo.includes(act)) return 'formed_online';
  switch (act) {
    case 'mark_se_signature_ready':
      if (!facts.formsOnline) return 'not_formed_online';
      if (!facts.signed) return 'signature_not_complete';
      return facts.deedRecorded ? 'registration_already_recorded' : null;
    case 'record_deed':
      if (!facts.signed) return 'signature_not_complete';
      // The SE registers an S.A.S. once its shareholders signed there: they must have been told first.
      return facts.formsOnline && !facts.deedRecorded && !facts.seSignatureReady
        ? 'se_signature_not_ready'
        : null;
    case 'upload_registry_entry':
      if (!facts.signed) return 'signature_not_complete';
      return facts.deedRecorded ? null : 'deed_not_recorded';
    case 'upload_testimony':
      if (!facts.signed) return 'signature_not_complete';
      if (!facts.deedRecorded) return 'deed_not_recorded';
      return gone(facts.delivery) ? 'delivery_already_shipped' : null;
    case 'withdraw_testimony':
      return gone(facts.delivery) ? 'delivery_already_shipped' : null;
    case 'set_shipping_address':
      if (!facts.signed) return 'signature_not_complete';
      return gone(facts.delivery) ? 'delivery_already_shipped' : null;
    case 'ship':
      if (facts.delivery === 'delivered') return 'delivery_already_delivered';
      if (facts.delivery === 'shipped') return 'delivery_already_shipped';
      if (!facts.testimonyUploaded) return 'testimony_not_uploaded';
      return facts.delivery === 'awaiting_address' ? 'shipping_address_missing' : null;
    case 'mark_delivered':
      if (facts.delivery === 'delivered') return 'delivery_already_delivered';
      return facts.delivery === 'shipped' ? null : 'delivery_not_shipped';
  }
}

/**
 * Why the date of a deed (or of an S.A.S.'s registration in the Secretaría de Economía's system) cannot be
 * right, or null: it follows the partners' signature of the articles, so it is not earlier than the day they
 * signed, and it is not later than today (both days in Mexico City).
 */
export function refuseDeedDate(
  deedDate: string,
  signedAt: Date | null,
  now: Date,
): 'deed_date_before_signature' | 'deed_date_in_future' | null {
  if (deedDate > zonedDay(now)) return 'deed_date_in_future';
  if (signedAt && deedDate < zonedDay(signedAt)) return 'deed_date_before_signature';
  return null;
}

/** The stage an allowed act leads to (acts that do not move the delivery keep it). */
export function deliveryStageAfter(act: DeedAct, stage: DeliveryStage): DeliveryStage {
  if (act === 'set_shipping_address' && stage === 'awaiting_address') return 'preparing';
  if (act === 'ship') return 'shipped';
  if (act === 'mark_delivered') return 'delivered';
  return stage;
}

/** A tracking number to show, or the spec's no_tracking_number when the copy has none yet. */
export function requireTrackingNumber(
  trackingNumber: string | null | undefined,
): { trackingNumber: string } | { refusal: 'no_tracking_number' } {
  const value = trackingNumber?.trim();
  return value ? { trackingNumber: value } : { refusal: 'no_tracking_number' };
}

/** The parts of a Mexican shipping address, as the founder gives them. */
export type ShippingAddressParts = {
  street: string;
  exterior_number: string;
  interior_number?: string | null;
  settlement: string;
  municipality: string;
  state: string;
  postal_code: string;
};

/**
 * An address on one line, as Mexican envelopes write it (and the company's `shipping_address` keeps it):
 * "Av. Álvaro Obregón 120, int. 4, Col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México".
 */
export function shippingAddressLine(address: ShippingAddressParts): string {
  const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const interior = clean(address.interior_number);
  return [
    `${clean(address.street)} ${clean(address.exterior_number)}`.trim(),
    interior ? `int. ${interior}` : '',
    `Col. ${clean(address.settlement)}`,
    `C.P. ${clean(address.postal_code)}`,
    clean(address.municipality),
    clean(address.state),
  ]
    .filter(Boolean)
    .join(', ');
}

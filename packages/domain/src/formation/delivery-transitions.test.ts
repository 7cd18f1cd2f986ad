import { describe, expect, it } from 'vitest';
import {
  deliveryStageAfter,
  refuseDeedAct,
  refuseDeedDate,
  requireTrackingNumber,
  shippingAddressLine,
  type DeedAct,
  type DeedActRefusal,
  type DeedFacts,
} from './delivery-transitions';

const unsigned: DeedFacts = {
  signed: false,
  formsOnline: false,
  deedRecorded: false,
  seSignatureReady: false,
  testimonyUploaded: false,
  delivery: 'awaiting_address',
};
const signed: DeedFacts = { ...unsigned, signed: true };
const deed: DeedFacts = { ...signed, deedRecorded: true };
const testimony: DeedFacts = { ...deed, testimonyUploaded: true };
const addressed: DeedFacts = { ...testimony, delivery: 'preparing' };
const addressedNoTestimony: DeedFacts = { ...deed, delivery: 'preparing' };
const shipped: DeedFacts = { ...addressed, delivery: 'shipped' };
const delivered: DeedFacts = { ...addressed, delivery: 'delivered' };
const online = (facts: DeedFacts): DeedFacts => ({ ...facts, formsOnline: true });

describe('refuseDeedAct', () => {
  it.each<[DeedAct, string, DeedFacts, DeedActRefusal | null]>([
    ['record_deed', 'before the signature', unsigned, 'signature_not_complete'],
    ['record_deed', 'once signed', signed, null],
    ['record_deed', 'again, to correct it', shipped, null],
    ['upload_testimony', 'before the signature', unsigned, 'signature_not_complete'],
    ['upload_testimony', 'before the deed', signed, 'deed_not_recorded'],
    ['upload_testimony', 'over a recorded deed', deed, null],
    ['upload_testimony', 'replacing one not shipped', addressed, null],
    ['upload_testimony', 'once shipped', shipped, 'delivery_already_shipped'],
    ['upload_registry_entry', 'before the signature', unsigned, 'signature_not_complete'],
    ['upload_registry_entry', 'before the deed', signed, 'deed_not_recorded'],
    ['upload_registry_entry', 'over a recorded deed', deed, null],
    ['upload_registry_entry', 'once the testimony is shipped', shipped, null],
    ['withdraw_testimony', 'before shipping', addressed, null],
    ['withdraw_testimony', 'once delivered', delivered, 'delivery_already_shipped'],
    ['set_shipping_address', 'before the signature', unsigned, 'signature_not_complete'],
    ['set_shipping_address', 'once signed, before the deed', signed, null],
    ['set_shipping_address', 'to change it while preparing', addressed, null],
    ['set_shipping_address', 'once shipped', shipped, 'delivery_already_shipped'],
    ['set_shipping_address', 'once delivered', delivered, 'delivery_already_shipped'],
    ['ship', 'before the testimony', addressedNoTestimony, 'testimony_not_uploaded'],
    ['ship', 'before the address', testimony, 'shipping_address_missing'],
    ['ship', 'with testimony and address', addressed, null],
    ['ship', 'twice', shipped, 'delivery_already_shipped'],
    ['ship', 'once delivered', delivered, 'delivery_already_delivered'],
    ['mark_delivered', 'before shipping', addressed, 'delivery_not_shipped'],
    ['mark_delivered', 'without an address', testimony, 'delivery_not_shipped'],
    ['mark_delivered', 'once shipped', shipped, null],
    ['mark_delivered', 'twice', delivered, 'delivery_already_delivered'],
    [
      'record_deed',
      'for an S.A.S. (its registration), once signed and its shareholders told to sign in the SE',
      online({ ...signed, seSignatureReady: true }),
      null,
    ],
    [
      'record_deed',
      'for an S.A.S., before its shareholders were told to sign in the SE',
      online(signed),
      'se_signature_not_ready',
    ],
    ['record_deed', 'for an S.A.S., correcting a registration recorded before', online(deed), null],
    ['record_deed', 'for an S.A.S., before the signature', online(unsigned), 'signature_not_complete'],
    ['upload_testimony', 'for an S.A.S.', online(deed), 'formed_online'],
    ['set_shipping_address', 'for an S.A.S.', online(deed), 'formed_online'],
    ['ship', 'for an S.A.S.', online(addressed), 'formed_online'],
    ['mark_delivered', 'for an S.A.S.', online(shipped), 'formed_online'],
    ['withdraw_testimony', 'for an S.A.S. (one uploaded by mistake)', online(testimony), null],
    ['upload_registry_entry', 'for an S.A.S., before its registration', online(signed), 'deed_not_recorded'],
    ['upload_registry_entry', 'for an S.A.S., once registered', online(deed), null],
    [
      'mark_se_signature_ready',
      'for an S.A.S., before the signature in Forja',
      online(unsigned),
      'signature_not_complete',
    ],
    ['mark_se_signature_ready', 'for an S.A.S., once signed in Forja', online(signed), null],
    [
      'mark_se_signature_ready',
      'for an S.A.S., once registered',
      online(deed),
      'registration_already_recorded',
    ],
    ['mark_se_signature_ready', 'for a company formed before a notary', signed, 'not_formed_online'],
    [
      'mark_se_signature_ready',
      'for a company formed before a notary, unsigned',
      unsigned,
      'not_formed_online',
    ],
  ])('%s %s → %s', (act, _when, facts, expected) => {
    expect(refuseDeedAct(act, facts)).toBe(expected);
  });
});

describe('deliveryStageAfter', () => {
  it.each<[DeedAct, DeedFacts['delivery'], DeedFacts['delivery']]>([
    ['set_shipping_address', 'awaiting_address', 'preparing'],
    ['set_shipping_address', 'preparing', 'preparing'],
    ['ship', 'preparing', 'shipped'],
    ['mark_delivered', 'shipped', 'delivered'],
    ['record_deed', 'shipped', 'shipped'],
    ['upload_testimony', 'awaiting_address', 'awaiting_address'],
  ])('%s from %s → %s', (act, from, to) => {
    expect(deliveryStageAfter(act, from)).toBe(to);
  });
});

describe('requireTrackingNumber', () => {
  it.each([
    [null, { refusal: 'no_tracking_number' }],
    [undefined, { refusal: 'no_tracking_number' }],
    ['   ', { refusal: 'no_tracking_number' }],
    [' 1234567890 ', { trackingNumber: '1234567890' }],
  ])('%j → %j', (value, expected) => {
    expect(requireTrackingNumber(value)).toEqual(expected);
  });
});

describe('shippingAddressLine', () => {
  const address = {
    street: 'Av. Álvaro  Obregón',
    exterior_number: '120',
    interior_number: '4',
    settlement: 'Roma Norte',
    municipality: 'Cuauhtémoc',
    state: 'Ciudad de México',
    postal_code: '06700',
  };

  it('writes the address as a Mexican envelope does', () => {
    expect(shippingAddressLine(address)).toBe(
      'Av. Álvaro Obregón 120, int. 4, Col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
    );
  });

  it('leaves out a missing interior number', () => {
    expect(shippingAddressLine({ ...address, interior_number: ' ' })).toBe(
      'Av. Álvaro Obregón 120, Col. Roma Norte, C.P. 06700, Cuauhtémoc, Ciudad de México',
    );
    expect(shippingAddressLine({ ...address, interior_number: null })).not.toContain('int.');
  });
});

describe('the date of a deed or an SE registration', () => {
  const signedAt = new Date('2026-12-01T17:00:00Z'); // 11:00 in Mexico City
  const now = new Date('2026-12-03T05:30:00Z'); // still 2 December in Mexico City

  it('is refused before the day the partners signed, or after today, in Mexico City', () => {
    expect(refuseDeedDate('2026-11-14', signedAt, now)).toBe('deed_date_before_signature');
    expect(refuseDeedDate('2026-12-03', signedAt, now)).toBe('deed_date_in_future');
    expect(refuseDeedDate('2031-01-01', signedAt, now)).toBe('deed_date_in_future');
  });

  it('is accepted from the day of the signature to today', () => {
    expect(refuseDeedDate('2026-12-01', signedAt, now)).toBeNull();
    expect(refuseDeedDate('2026-12-02', signedAt, now)).toBeNull();
    // Signed late in the evening in Mexico City: already the next day in UTC, still the same day there.
    expect(refuseDeedDate('2026-12-01', new Date('2026-12-02T04:00:00Z'), now)).toBeNull();
  });
});

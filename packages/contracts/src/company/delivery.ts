import { z } from 'zod';
import { contentSchema } from '../envelope';
import { companyDeliverySchema } from './formation';

/**
 * The founder's side of the delivery of the certified copy (testimonio) of the deed (spec section 7 keeps
 * both paths): where to send it, and where it is. `{id}` is the company's id.
 *
 * `POST set-shipping-address/{id}`: the owner or a partner with edit permission gives (or changes) the address
 * once the articles are signed (409 signature_not_complete before) and until the copy is shipped (409
 * delivery_already_shipped after). The postal code must look Mexican (400 invalid_zip_code); with the SEPOMEX
 * catalogue loaded the colonia must be one of the code's (404 postal_code_not_found), and the catalogue's
 * spelling of colonia, municipality and state is kept. The phone is checked for its country (400 invalid_phone).
 * Answers the delivery as `GET delivery-status/{id}` does.
 */
export const SET_SHIPPING_ADDRESS_PATH = 'set-shipping-address/:id';

/**
 * `GET delivery-status/{id}`: any member of the company reads the delivery (status, address, carrier, tracking
 * number and the carrier's tracking page). With `?tracking=true` the caller asks for the tracking itself:
 * while the copy has no tracking number it answers 409 no_tracking_number (spec code) instead.
 */
export const DELIVERY_STATUS_PATH = 'delivery-status/:id';

const text = (max: number) => z.string().trim().min(1).max(max);

export const setShippingAddressBodySchema = z.object({
  street: z.string().trim().min(2).max(200),
  exterior_number: text(20),
  interior_number: z.string().trim().max(20).nullish(),
  postal_code: z.string().trim().max(10),
  /** The colonia, one of the postal code's in the SEPOMEX catalogue. */
  settlement: z.string().trim().min(2).max(200),
  municipality: z.string().trim().min(2).max(200),
  state: z.string().trim().min(2).max(100),
  /** Between which streets, a landmark: anything that helps the courier. */
  references: z.string().trim().max(500).nullish(),
  /** Who receives the envelope. */
  contact_name: z.string().trim().min(2).max(200),
  /** The contact's national number; checked for its country (400 invalid_phone). */
  contact_phone: z.string().trim().min(4).max(20),
  /** The calling code, without "+"; Mexico (52) when left out. */
  contact_phone_country_code: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/)
    .optional(),
});
export type SetShippingAddressBody = z.infer<typeof setShippingAddressBodySchema>;

export const deliveryStatusQuerySchema = z.object({
  /** `true`: the caller wants the tracking number; 409 no_tracking_number while there is none. */
  tracking: z.enum(['true', 'false']).optional(),
});

export const deliveryStatusResponseSchema = contentSchema(companyDeliverySchema);

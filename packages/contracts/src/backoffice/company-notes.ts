import { z } from 'zod';
import { contentSchema } from '../envelope';
import { supportThreadTextSchema } from '../support/faqs-requests';

/** The longest note an operator may write on a company or an order, in characters. */
export const COMPANY_NOTE_MAX_CHARS = 2000;

/**
 * An operator's note on a company: private to staff, or shown on the company's dashboard
 * (`visible_to_founder`). A note about an order (the orders queue's follow-up) names it in `order_id` and is
 * always private.
 */
export const companyNoteSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  order_id: z.number().int().nullable(),
  body: z.string(),
  visible_to_founder: z.boolean(),
  /** The operator who wrote it (name, or e-mail when they have none); null when the account is gone. */
  author_name: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyNote = z.infer<typeof companyNoteSchema>;
export const companyNoteResponseSchema = contentSchema(companyNoteSchema);

/** POST backoffice/companies/{company_id}/notes */
export const addCompanyNoteBodySchema = z.object({
  body: supportThreadTextSchema(COMPANY_NOTE_MAX_CHARS),
  visible_to_founder: z.boolean().default(false),
});
export type AddCompanyNoteBody = z.infer<typeof addCompanyNoteBodySchema>;

/** POST backoffice/orders/{order_id}/notes: a private follow-up note on the order. */
export const addOrderNoteBodySchema = z.object({
  body: supportThreadTextSchema(COMPANY_NOTE_MAX_CHARS),
});
export type AddOrderNoteBody = z.infer<typeof addOrderNoteBodySchema>;

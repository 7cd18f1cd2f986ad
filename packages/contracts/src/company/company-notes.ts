import { z } from 'zod';
import { contentSchema } from '../envelope';

/** GET company/{id}/notes: the notes Forja's team left for the company on its dashboard, newest first. */
export const COMPANY_NOTES_PATH = 'company/:id/notes';

export const companyDashboardNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
});
export type CompanyDashboardNote = z.infer<typeof companyDashboardNoteSchema>;
export const companyDashboardNotesResponseSchema = contentSchema(z.array(companyDashboardNoteSchema));

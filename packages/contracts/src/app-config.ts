import { z } from 'zod';
import { contentSchema } from './envelope';

export const APP_CONFIG_PATH = 'app-config';
export const appConfigSchema = z.object({
  /** Mail is kept in the dev outbox (no SMTP): the web app links to the dev mailbox. */
  mail_outbox: z.boolean(),
  /** Google sign-in's client id when it is configured, else null. */
  google_client_id: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export const appConfigResponseSchema = contentSchema(appConfigSchema);

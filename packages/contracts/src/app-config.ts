import { z } from 'zod';
import { contentSchema } from './envelope';
import { DEFAULT_UPLOAD_MAX_BYTES } from './upload-limits';

export const appConfigSchema = z.object({
  /** Mail is kept in the dev outbox (no SMTP): the web app links to the dev mailbox. */
  mail_outbox: z.boolean(),
  /** Google sign-in's client id when it is configured, else null. */
  google_client_id: z.string().nullable(),
  /**
   * Where consented usage analytics go: `local` (batched to Forja's API), `posthog` (with the project key and
   * host) or `off`. Nothing is loaded or sent before the analytics consent is granted.
   */
  analytics: z
    .discriminatedUnion('provider', [
      z.object({ provider: z.literal('local') }),
      z.object({ provider: z.literal('posthog'), key: z.string(), host: z.string() }),
      z.object({ provider: z.literal('off') }),
    ])
    .default({ provider: 'off' }),
  /** The customer chat widget's script and website token, or null when none is configured. */
  customer_chat: z.object({ script_url: z.string(), token: z.string().nullable() }).nullable().default(null),
  /** The largest upload this server takes (UPLOAD_MAX_BYTES); a bigger file is refused with file_too_large. */
  upload_max_bytes: z.number().int().positive().default(DEFAULT_UPLOAD_MAX_BYTES),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
export const appConfigResponseSchema = contentSchema(appConfigSchema);

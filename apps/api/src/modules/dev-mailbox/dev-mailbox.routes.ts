import { contentSchema } from '@forja/contracts';
import { desc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index';

const mailboxResponseSchema = contentSchema(
  z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      created_at: z.string(),
    }),
  ),
);

/**
 * The dev mailbox: while mail goes to the outbox (no SMTP_URL), the messages a newcomer needs to finish
 * sign-up can be read here. Not registered at all when SMTP is configured.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the outbox, newest first (only without SMTP_URL)',
        querystring: z.object({ to: z.string().trim().max(254).optional() }),
        response: { 200: mailboxResponseSchema },
      },
    },
    async (request) => {
      const to = request.query.to;
      const rows = await app.database.db
        .select()
        .from(mailOutbox)
        .where(to ? sql`lower(${mailOutbox.to}) = lower(${to})` : undefined)
        .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
        .limit(50);
      return {
        content: rows.map((row) => ({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );
};

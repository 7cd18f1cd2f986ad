import { appConfigResponseSchema } from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web app needs to know about this server before anyone signs in. */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public settings of this server: sandbox providers in use, sign-in options',
        response: { 200: appConfigResponseSchema },
      },
    },
    async () => ({
      content: {
        mail_outbox: app.mailer.kind === 'outbox',
        google_client_id: app.config.google?.clientId ?? null,
        analytics: app.config.analytics,
        customer_chat: app.config.customerChat && {
          script_url: app.config.customerChat.scriptUrl,
          token: app.config.customerChat.token,
        },
        upload_max_bytes: app.config.uploadMaxBytes,
      },
    }),
  );
};

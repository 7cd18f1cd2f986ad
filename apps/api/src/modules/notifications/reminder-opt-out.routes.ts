import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMINDER_OPT_OUT_PATH } from './reminder-opt-out-links';
import { renderOptOutPage, type OptOutPage } from './reminder-opt-out-page';
import type { OptOutState } from './reminder-opt-out.service';

const paramsSchema = z.object({ token: z.string().min(1).max(1000) });

/**
 * GET/POST /api/v3/reminders/stop/{token}: the "stop these reminders" link of the weekly reminder, with no
 * sign-in. GET shows a confirmation with one button; POST (the button, or a mail client's one-click
 * unsubscribe) records the opt-out. A forged or altered token answers 404 with a page that says the link does
 * not work, and records nothing.
 */
export const reminderOptOutRoutes: FastifyPluginAsyncZod = async (app) => {
  // The confirmation button posts a plain HTML form; one-click unsubscribes post the same type.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1000 },
    (_request, _body, done) => done(null, {}),
  );

  const path = `${REMINDER_OPT_OUT_PATH}/:token`;
  const page = (reply: FastifyReply, state: OptOutState, shown: OptOutPage) => {
    const language = state.valid ? state.language : 'es';
    return reply
      .status(state.valid ? 200 : 404)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderOptOutPage(state.valid ? shown : 'invalid', language, `${app.config.appUrl}/${language}`));
  };

  app.get(path, { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const state = await app.services.reminderOptOut.inspect(request.params.token);
    return page(reply, state, state.valid && state.stopped ? 'done' : 'confirm');
  });

  app.post(path, { schema: { hide: true, params: paramsSchema } }, async (request, reply) =>
    page(reply, await app.services.reminderOptOut.stop(request.params.token), 'done'),
  );
};

import {
  AVAILABLE_EMAIL_PATH,
  availableEmailBodySchema,
  availableEmailResponseSchema,
  errorResponseSchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUsersRepository } from './users.repository';
import { createUsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUsersService(createUsersRepository(app.database.db));

  app.post(
    `/${AVAILABLE_EMAIL_PATH}`,
    {
      schema: {
        tags: ['user'],
        summary: 'Whether an e-mail is free to register',
        body: availableEmailBodySchema,
        response: { 200: availableEmailResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ content: { available: await service.isEmailAvailable(request.body.email) } }),
  );
};

import { DEFAULT_CATALOGUE } from '@forja/api/modules/catalogue/catalogue.data';
import { SUPPORT_BASE } from '@forja/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { supportRoutes } from './app';

describe('supportRoutes mounted by a host', () => {
  it('serves under the prefix the host gives and keeps its own codes and authentication', async () => {
    const host = Fastify();
    host.setErrorHandler((_error, _request, reply) => reply.status(500).send({ message: ['host_handler'] }));
    host.get('/api/v3/ping', async () => ({ content: 'pong' }));
    await host.register(supportRoutes, {
      prefix: SUPPORT_BASE,
      catalogue: DEFAULT_CATALOGUE,
      authenticate: async (request) => {
        if (request.headers.authorization !== 'Bearer ok') throw new Error('bad token');
        return { userId: 1, email: 'host@example.mx' };
      },
    });
    await host.ready();

    const categories = await host.inject({
      method: 'GET',
      url: '/ai/get-faqs-categories/?lang=en',
      headers: { authorization: 'Bearer ok' },
    });
    expect(categories.statusCode).toBe(200);
    const missing = await host.inject({
      method: 'GET',
      url: '/ai/get-faqs-subcategories/en/nope',
      headers: { authorization: 'Bearer ok' },
    });
    expect(missing.json()).toEqual({ message: ['category_not_found'] });
    const anonymous = await host.inject({ method: 'GET', url: '/ai/get-faqs-categories/' });
    expect(anonymous.json()).toEqual({ message: ['unauthenticated'] });
    // The host's own routes are not behind the support authentication.
    expect((await host.inject({ method: 'GET', url: '/api/v3/ping' })).statusCode).toBe(200);
    await host.close();
  });
});

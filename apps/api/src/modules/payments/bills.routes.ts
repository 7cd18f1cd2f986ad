import { errorResponseSchema } from '@forja/contracts';
import { COMPANY_BILLS_PATH, companyBillsResponseSchema } from '@forja/contracts/payments/bills';
import { companyIdPathSchema } from '@forja/contracts/payments/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../http/request-language';
import { callerId } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  502: errorResponseSchema,
};

/** The bills of a company (invoices page), their PDF receipts and their CFDI files. */
export const billsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.bills;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${COMPANY_BILLS_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['payments'],
        summary:
          'The bills of a company (invoices page), newest first, each with a signed link to its PDF receipt and where its CFDI stands',
        params: companyIdPathSchema,
        response: { 200: companyBillsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await service.companyBills(
        callerId(request),
        request.params.company_id,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    '/bills/receipt/:token',
    {
      schema: {
        tags: ['payments'],
        summary: 'The PDF receipt of a bill, through a signed, short-lived link from the bills list',
        params: z.object({ token: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await service.receipt(request.params.token);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/bills/cfdi/:token',
    {
      schema: {
        tags: ['payments'],
        summary: "A bill's CFDI (its stamped XML, or the provider's PDF), through a signed, short-lived link",
        params: z.object({ token: z.string().max(2000) }),
      },
    },
    async (request, reply) => {
      const file = await service.cfdiFile(request.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.data);
    },
  );
};

import {
  CONSENTS_ME_PATH,
  LEGAL_DOCUMENTS_PATH,
  LEGAL_DOCUMENT_PATH,
  errorResponseSchema,
  legalDocumentParamsSchema,
  legalDocumentQuerySchema,
  legalDocumentResponseSchema,
  legalDocumentsResponseSchema,
  myConsentsResponseSchema,
  recordConsentBodySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors';
import { callerId } from '../auth/authenticate';
import { consentContextOf } from '../../http/consent-context';
import { isLegalDocumentKind } from './legal-documents';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The privacy notices and terms (public), and the signed-in user's consents. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { legal, consents } = app.services;
  const auth = { preHandler: app.authenticate };

  app.get(
    `/${LEGAL_DOCUMENTS_PATH}`,
    {
      schema: {
        tags: ['legal'],
        summary: 'The current version of the privacy notice, the simplified notice and the terms, with dates',
        response: { 200: legalDocumentsResponseSchema },
      },
    },
    async () => ({ content: { documents: legal.current() } }),
  );

  app.get(
    `/${LEGAL_DOCUMENT_PATH}`,
    {
      schema: {
        tags: ['legal'],
        summary:
          'One legal document as markdown: the newest version or ?version=N, in ?lang= (es when missing), with its versions',
        params: legalDocumentParamsSchema,
        querystring: legalDocumentQuerySchema,
        response: { 200: legalDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!isLegalDocumentKind(kind)) throw notFound();
      const document = legal.document(kind, request.query.version, request.query.lang ?? 'es');
      if (!document) throw notFound();
      return { content: document };
    },
  );

  app.get(
    `/${CONSENTS_ME_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['legal'],
        summary:
          "The caller's answer for each purpose, and whether a material change of the notice or terms needs their consent again",
        response: { 200: myConsentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await consents.mine(callerId(request)) }),
  );

  app.post(
    `/${CONSENTS_ME_PATH}`,
    {
      ...auth,
      schema: {
        tags: ['legal'],
        summary:
          'Switch an optional purpose on or off, or accept the current notice and terms again (service); recorded, never overwritten',
        body: recordConsentBodySchema,
        response: { 200: myConsentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await consents.record(callerId(request), request.body, consentContextOf(request)),
    }),
  );
};

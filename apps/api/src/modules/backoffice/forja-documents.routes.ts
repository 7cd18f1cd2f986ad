import {
  PDF_ONLY,
  errorResponseSchema,
  forjaDocumentParamsSchema,
  forjaDocumentsCompanyPageResponseSchema,
  forjaDocumentsCompanyParamsSchema,
  forjaDocumentsCompanyQuerySchema,
  forjaDocumentsResponseSchema,
  uploadForjaDocumentFieldsSchema,
  withdrawForjaDocumentQuerySchema,
} from '@forja/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/uploads';
import { findCompaniesForDocuments } from './forja-documents.repository';
import {
  getForjaDocuments,
  requireForjaDocumentsCompany,
  uploadForjaDocument,
  withdrawForjaDocument,
} from './forja-documents.service';
import { requireRecentSignIn } from '../staff/staff-access';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
};

/**
 * The documents only Forja provides (prefix backoffice/forja-documents), inside backofficeRoutes: staff
 * only. Operators find a company, then upload, replace or withdraw its deed, mandate contract, render, SAT
 * appointment receipt and commissary documents; each act needs a recent sign-in and is audited, and an upload
 * e-mails the founder.
 */
export const forjaDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/companies',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Companies by friendly_id, name or legal name, newest first',
        querystring: forjaDocumentsCompanyQuerySchema,
        response: { 200: forjaDocumentsCompanyPageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { page, page_size, q } = request.query;
      const result = await findCompaniesForDocuments(db, { q, page, pageSize: page_size });
      return { content: { ...result, page, page_size } };
    },
  );

  app.get(
    '/:company_id',
    {
      schema: {
        tags: ['backoffice'],
        summary: "A company's Forja-issued documents, each type with its current file or none",
        params: forjaDocumentsCompanyParamsSchema,
        response: { 200: forjaDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => ({ content: await getForjaDocuments(app, request.params.company_id) }),
  );

  app.put(
    '/:company_id/:type',
    {
      preHandler: [
        requireRecentSignIn,
        (request) => requireForjaDocumentsCompany(app, request.params.company_id),
      ],
      schema: {
        tags: ['backoffice'],
        summary:
          'Upload or replace a Forja-issued document (multipart: file PDF, optional current_document_id seen)',
        params: forjaDocumentParamsSchema,
        response: { 200: forjaDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { fields, upload } = await readMultipart(request, PDF_ONLY);
      const parsed = uploadForjaDocumentFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest('invalid_request');
      if (!upload) throw badRequest('invalid_format');
      const seen = parsed.data.current_document_id;
      const expected = seen === undefined ? undefined : typeof seen === 'number' ? seen : null;
      return {
        content: await uploadForjaDocument(app, request, {
          companyId: request.params.company_id,
          type: request.params.type,
          file: upload,
          expected,
        }),
      };
    },
  );

  app.delete(
    '/:company_id/:type',
    {
      preHandler: requireRecentSignIn,
      schema: {
        tags: ['backoffice'],
        summary: 'Withdraw the Forja-issued document the operator saw (document_id)',
        params: forjaDocumentParamsSchema,
        querystring: withdrawForjaDocumentQuerySchema,
        response: { 200: forjaDocumentsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      content: await withdrawForjaDocument(app, request, {
        companyId: request.params.company_id,
        type: request.params.type,
        documentId: request.query.document_id,
      }),
    }),
  );
};

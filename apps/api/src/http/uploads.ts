import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

export const ID_IMAGE = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export type UploadedFile = { data: Buffer; contentType: string; extension: string; fileName: string };

/**
 * Reads one uploaded file into memory, refusing (invalid_format) anything over the size limit or whose
 * content is not one of the allowed types — the browser's name and type are not trusted.
 */
export async function readUpload(file: MultipartFile, allowed: readonly string[]): Promise<UploadedFile> {
  const data = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('invalid_format');
    throw error;
  });
  if (file.file.truncated) throw badRequest('invalid_format');
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !allowed.includes(detected.mime)) throw badRequest('invalid_format');
  const safeName = file.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `file.${detected.ext}`;
  return { data, contentType: detected.mime, extension: detected.ext, fileName: safeName };
}

/** The fields and the one file of a multipart request; a request that is not multipart is refused. */
export async function readMultipart(request: FastifyRequest, allowed: readonly string[]) {
  if (!request.isMultipart()) throw badRequest('invalid_request');
  const fields: Record<string, string> = {};
  let upload: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (upload) {
        await part.toBuffer();
        throw badRequest('invalid_request');
      }
      upload = await readUpload(part, allowed);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, upload };
}

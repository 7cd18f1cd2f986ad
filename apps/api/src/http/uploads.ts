import type { IncomingMessage } from 'node:http';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';
import { canStripImage, stripImageMetadata } from './image-metadata';

export const ID_IMAGE = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** What a multipart body may carry besides its file: form fields, part headers and boundaries. */
export const UPLOAD_FORM_OVERHEAD_BYTES = 128 * 1024;

export type UploadedFile = { data: Buffer; contentType: string; extension: string; fileName: string };

/** Per multipart request: settles (rejected, 413) once the body has passed the limit. */
const bodyLimits = new WeakMap<IncomingMessage, Promise<never>>();

/**
 * A multipart body over the limit is a file over the size limit (every multipart route takes one file): the
 * code says so, with the general payload_too_large after it.
 */
const payloadTooLarge = () => new AppError(413, 'file_too_large', 'payload_too_large');

/**
 * The two ways a file is refused, each with its own code first so that the person is told which (spec
 * section 8's invalid_format, "not a PDF, or too heavy", follows for callers that know only that one).
 */
const fileTooLarge = () => new AppError(400, 'file_too_large', 'invalid_format');
const fileContentInvalid = () => new AppError(400, 'file_content_invalid', 'invalid_format');

/**
 * Counts a body as it arrives without reading it: the stream is paused first, so the counter does not start
 * the flow before the multipart parser is attached (piping resumes it). Past `maxBytes` it is unpiped and left
 * paused, and the promise rejects.
 */
function watchBodySize(raw: IncomingMessage, maxBytes: number): Promise<never> {
  const reached = new Promise<never>((_resolve, reject) => {
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return;
      raw.off('data', count);
      raw.unpipe();
      raw.pause();
      reject(payloadTooLarge());
    };
    raw.pause();
    raw.on('data', count);
  });
  // Nobody may be waiting on it (a route that refuses before reading).
  reached.catch(() => undefined);
  return reached;
}

/**
 * Limits every multipart request before a byte of its body is read: a Content-Length over `maxBytes` answers
 * 413 payload_too_large at once, and a streamed body (chunked, no length) is counted so that reading stops at
 * the limit. Upload routes check access in a preHandler, before their handler reads the body. Whenever the
 * answer goes out before the body has fully arrived, Node closes the connection instead of reading the rest.
 */
export function registerUploadLimits(app: FastifyInstance, maxBytes: number): void {
  app.addHook('onRequest', async (request) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes) throw payloadTooLarge();
    bodyLimits.set(request.raw, watchBodySize(request.raw, maxBytes));
  });
}

/** Reading a request's body, given up with 413 as soon as the body passes the limit. */
export function withinBodyLimit<T>(request: FastifyRequest, reading: Promise<T>): Promise<T> {
  const limit = bodyLimits.get(request.raw);
  if (!limit) return reading;
  // Once the limit has won, the parser fails as the connection closes: that failure is expected.
  reading.catch(() => undefined);
  return Promise.race([reading, limit]);
}

/**
 * Reads one uploaded file into memory, refusing anything over the size limit (file_too_large) or whose
 * content is not one of the allowed types (file_content_invalid) — the browser's name and type are not trusted. Every upload passes
 * here, so this is where an image loses its metadata (Exif GPS, XMP, IPTC, comments: image-metadata.ts)
 * before anything stores it or hands it to a provider; an image type that cannot be cleaned is refused, and
 * other files (PDF, video) are kept as sent.
 */
export async function readUpload(file: MultipartFile, allowed: readonly string[]): Promise<UploadedFile> {
  const received = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw error;
  });
  if (file.file.truncated) throw fileTooLarge();
  const detected = await fileTypeFromBuffer(received);
  if (!detected || !allowed.includes(detected.mime)) throw fileContentInvalid();
  const isImage = detected.mime.startsWith('image/');
  if (isImage && !canStripImage(detected.mime)) throw fileContentInvalid();
  const data = isImage ? stripImageMetadata(received, detected.mime) : received;
  if (!data) throw fileContentInvalid();
  const safeName = file.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `file.${detected.ext}`;
  return { data, contentType: detected.mime, extension: detected.ext, fileName: safeName };
}

async function readParts(request: FastifyRequest, allowed: readonly string[]) {
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

/** The fields and the one file of a multipart request; a request that is not multipart is refused. */
export async function readMultipart(request: FastifyRequest, allowed: readonly string[]) {
  if (!request.isMultipart()) throw badRequest('invalid_request');
  return withinBodyLimit(request, readParts(request, allowed));
}

async function readFileParts(request: FastifyRequest, field: string, allowed: readonly string[]) {
  let found: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname === field && !found) found = await readUpload(part, allowed);
    else await part.toBuffer().catch(() => undefined);
  }
  return found;
}

/** The multipart file of one field, or null when the request has none (not multipart, or another field). */
export async function readFileField(
  request: FastifyRequest,
  field: string,
  allowed: readonly string[],
): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  return withinBodyLimit(request, readFileParts(request, field, allowed));
}

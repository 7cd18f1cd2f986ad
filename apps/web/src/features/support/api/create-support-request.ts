import {
  FAQS_SHEET_PATH,
  faqsSheetResponseSchema,
  type FaqsSheetBody,
  type FaqsSheetResponse,
} from '@forja/contracts';
import { supportRequest } from '../../../lib/api-client';

/** `POST /ai/faqs/sheet`: sends the user's message, with the chat so far, to the Forja team as a request. */
export function createSupportRequest(body: FaqsSheetBody): Promise<FaqsSheetResponse['content']> {
  return supportRequest(FAQS_SHEET_PATH, { body, schema: faqsSheetResponseSchema.shape.content });
}

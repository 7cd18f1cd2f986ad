import { FAQS_BOT_PATH, faqsBotResponseSchema, type FaqsBotBody } from '@forja/contracts';
import { z } from 'zod';
import { supportRequest } from '../../../lib/api-client';

/**
 * The bot's answer as the widget reads it: the contract's, except that `message` may be missing or empty when
 * the bot had nothing to say (spec section 8: the widget then shows the default error).
 */
const replySchema = faqsBotResponseSchema.shape.content.extend({ message: z.string() }).partial().nullable();

export type FaqsBotReply = NonNullable<z.infer<typeof replySchema>>;

/** `POST /ai/faqs-bot`: the bot's answer to a chat message in the chosen topic. */
export async function askFaqsBot(body: FaqsBotBody): Promise<FaqsBotReply> {
  return (await supportRequest(FAQS_BOT_PATH, { body, schema: replySchema })) ?? {};
}

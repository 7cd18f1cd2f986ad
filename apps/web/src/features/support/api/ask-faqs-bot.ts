import { FAQS_BOT_PATH, type FaqsBotBody, type FaqsBotResponse } from '@forja/contracts';
import { supportRequest } from '../../../lib/api-client';

/** The bot's answer; `message` may be missing or empty when the bot had nothing to say. */
export type FaqsBotReply = Partial<FaqsBotResponse['content']>;

/** `POST /ai/faqs-bot`: the bot's answer to a chat message in the chosen topic. */
export function askFaqsBot(body: FaqsBotBody): Promise<FaqsBotReply> {
  return supportRequest<FaqsBotReply | null>(FAQS_BOT_PATH, { body }).then((reply) => reply ?? {});
}

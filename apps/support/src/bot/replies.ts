import { CREATE_REQUEST_PHRASES, type SupportAnswerLanguage } from '@forja/contracts';
import { tokenize } from './text-analysis';

/**
 * The reply when the knowledge base has no confident answer: it offers a person, and contains
 * 'crear solicitud' / 'create request', which makes the widget show its button (spec section 2).
 * Related questions, when there are some, are listed so the user can ask one of them instead.
 */
export function createRequestReply(language: SupportAnswerLanguage, related: readonly string[] = []): string {
  const phrase = CREATE_REQUEST_PHRASES[language];
  const list = related.map((question) => `• ${question}`).join('\n');
  if (language === 'es') {
    return [
      'No encontré una respuesta clara a tu pregunta en este tema.',
      ...(related.length > 0 ? [`Quizá te sirva alguna de estas preguntas:\n${list}`] : []),
      `Si quieres que alguien del equipo de Forja te ayude, elige ${phrase} y cuéntanos tu caso en el siguiente mensaje.`,
    ].join('\n');
  }
  return [
    "I couldn't find a clear answer to your question in this topic.",
    ...(related.length > 0 ? [`One of these questions might help:\n${list}`] : []),
    `If you'd like someone from the Forja team to help, choose ${phrase} and describe your case in your next message.`,
  ].join('\n');
}

export type SmallTalk = 'greeting' | 'thanks';

const GREETINGS = new Set(['hola', 'buenas', 'buenos', 'hi', 'hello', 'hey']);
const THANKS = new Set(['gracias', 'thanks', 'thank', 'thx']);
const FILLERS = new Set([
  ...'dias tardes noches que tal muchas mil ok vale perfecto listo excelente muy bien'.split(' '),
  ...'good morning afternoon evening there you very much ok okay great perfect'.split(' '),
]);

/** A message that is only a greeting or a thank-you ("hola", "¡Muchas gracias!", "thanks a lot" is not). */
export function detectSmallTalk(message: string): SmallTalk | null {
  const words = tokenize(message);
  if (words.length === 0) return null;
  if (!words.every((word) => GREETINGS.has(word) || THANKS.has(word) || FILLERS.has(word))) return null;
  if (words.some((word) => THANKS.has(word))) return 'thanks';
  return words.some((word) => GREETINGS.has(word)) ? 'greeting' : null;
}

export function smallTalkReply(language: SupportAnswerLanguage, kind: SmallTalk, topic: string): string {
  if (language === 'es') {
    return kind === 'greeting'
      ? `¡Hola! Cuéntame tu duda sobre ${topic} y te ayudo.`
      : '¡Con gusto! Si tienes otra duda, aquí estoy.';
  }
  return kind === 'greeting'
    ? `Hi! Tell me your question about ${topic} and I'll help.`
    : "You're welcome! If you have another question, I'm here.";
}

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

/** How an answer from the es or en knowledge base is introduced in the Chinese interface. */
export const CHINESE_INTRODUCTIONS: Record<SupportAnswerLanguage, string> = {
  en: '以下回答为英文：',
  es: '以下回答为西班牙文：',
};

/** A knowledge-base answer for the Chinese interface: a Chinese sentence says which language follows. */
export function introduceInChinese(language: SupportAnswerLanguage, answer: string): string {
  return `${CHINESE_INTRODUCTIONS[language]}\n${answer}`;
}

/**
 * The create-request reply for the Chinese interface; related questions (from the es or en knowledge base)
 * are introduced as such. Contains '创建请求', which makes the widget show its button.
 */
export function createRequestReplyInChinese(
  related: readonly string[] = [],
  relatedLanguage: SupportAnswerLanguage = 'en',
): string {
  const list = related.map((question) => `• ${question}`).join('\n');
  const languageName = relatedLanguage === 'es' ? '西班牙文' : '英文';
  return [
    '在这个主题中，我没有找到您问题的明确答案。',
    ...(related.length > 0 ? [`以下问题（${languageName}）也许对您有帮助：\n${list}`] : []),
    `如果您希望 Forja 团队的人员帮助您，请选择“${CREATE_REQUEST_PHRASES.zh_cn}”，并在下一条消息中描述您的情况。`,
  ].join('\n');
}

export function smallTalkReplyInChinese(kind: SmallTalk, topic: string): string {
  return kind === 'greeting'
    ? `您好！请告诉我您关于“${topic}”的问题，我来帮您。`
    : '不客气！如果您还有其他问题，我随时在这里。';
}

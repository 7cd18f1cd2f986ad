import { CREATE_REQUEST_PHRASES, type CompanyProgress, type SupportLanguage } from '@forja/contracts';
import { tokenize } from './text-analysis';

/**
 * The bot's own sentences, in the three languages. Every reply that offers a person contains
 * 'crear solicitud' / 'create request' / '创建请求', which makes the widget show its button (spec section 2).
 */

const OFFER: Record<SupportLanguage, string> = {
  es: `Si quieres que alguien del equipo de Forja lo vea, elige ${CREATE_REQUEST_PHRASES.es} y cuéntanos tu caso en el siguiente mensaje.`,
  en: `If you'd like someone from the Forja team to look at it, choose ${CREATE_REQUEST_PHRASES.en} and describe your case in your next message.`,
  zh_cn: `如果您希望 Forja 团队的人员帮您处理，请选择“${CREATE_REQUEST_PHRASES.zh_cn}”，并在下一条消息中描述您的情况。`,
};

/**
 * The knowledge has something near the question but not surely its answer: the nearest answer, said to be
 * that, and a person offered.
 */
export function closestAnswerReply(language: SupportLanguage, answer: string): string {
  const intro: Record<SupportLanguage, string> = {
    es: 'No estoy segura de haber entendido tu pregunta; esto es lo más cercano que sé:',
    en: "I'm not sure I understood your question; this is the closest I know:",
    zh_cn: '我不确定是否理解了您的问题，以下是最接近的信息：',
  };
  return [intro[language], answer, OFFER[language]].join('\n\n');
}

/**
 * A question about the user's own case (their rejected document, their appointment, their payment) or a
 * legal opinion: only a person can answer it. A general rule may follow, said to be general.
 */
export function handOffReply(language: SupportLanguage, generalRule: string | null): string {
  const lines: Record<SupportLanguage, [string, string]> = {
    es: [
      'Tu pregunta es sobre tu caso en particular, y eso lo tiene que ver una persona del equipo de Forja.',
      'Como referencia general (no es la respuesta a tu caso):',
    ],
    en: [
      'Your question is about your own case, and a person from the Forja team needs to look at it.',
      'As a general reference (not the answer to your case):',
    ],
    zh_cn: ['您的问题涉及您的具体情况，需要 Forja 团队的人员来处理。', '一般性参考（并非针对您的情况）：'],
  };
  const [ownCase, general] = lines[language];
  return [ownCase, OFFER[language], ...(generalRule ? [`${general}\n${generalRule}`] : [])].join('\n\n');
}

/**
 * A question that may be about the user's own case, or may ask the general rule in the first person ("can I
 * change my bank before it's sent?"): the general answer first, said to be that, then a person offered.
 */
export function possibleCaseReply(language: SupportLanguage, generalRule: string): string {
  const note: Record<SupportLanguage, string> = {
    es: 'Esa es la regla general; si en tu caso hay algo distinto, una persona del equipo de Forja puede revisarlo.',
    en: 'That is the general rule; if something in your case is different, a person from the Forja team can look into it.',
    zh_cn: '以上是一般规则；如果您的情况有所不同，Forja 团队的人员可以帮您查看。',
  };
  return [generalRule, note[language], OFFER[language]].join('\n\n');
}

/**
 * The user asks what a term means and the knowledge has never heard of it: said so (never a neighbouring
 * answer presented as its meaning), and a person offered.
 */
export function unknownTermReply(language: SupportLanguage, term: string): string {
  const text: Record<SupportLanguage, string> = {
    es: `No tengo información sobre «${term}», así que no quiero adivinar.`,
    en: `I don't have information about “${term}”, so I'd rather not guess.`,
    zh_cn: `我没有关于“${term}”的信息，不想随意猜测。`,
  };
  return [text[language], OFFER[language]].join('\n\n');
}

/** The knowledge says a person handles this: the answer, then the offer. */
export function answerWithOfferReply(language: SupportLanguage, answer: string): string {
  return [answer, OFFER[language]].join('\n\n');
}

/**
 * About Forja's world, but nothing the assistant knows answers it: said so (no neighbouring answer passed off
 * as this one), and a person offered.
 */
export function noAnswerReply(language: SupportLanguage): string {
  const text: Record<SupportLanguage, string> = {
    es: 'No tengo una respuesta clara para eso y prefiero no adivinar.',
    en: "I don't have a clear answer to that, and I'd rather not guess.",
    zh_cn: '这个问题我没有明确的答案，不想随意猜测。',
  };
  return [text[language], OFFER[language]].join('\n\n');
}

/** Outside what the assistant helps with: a polite redirection, no request. */
export function offTopicReply(language: SupportLanguage): string {
  const text: Record<SupportLanguage, string> = {
    es: 'Eso queda fuera de lo que puedo ayudarte aquí. Te ayudo con la constitución de tu empresa, sus documentos, la firma, el RFC y la e.firma, los bancos, la importación, la contabilidad y los contratos. ¿Tienes alguna duda sobre eso?',
    en: "That's outside what I can help with here. I can help with forming your company, its documents, signing, the RFC and e.firma, banks, importing, accounting and contracts. Do you have a question about any of that?",
    zh_cn:
      '这超出了我在这里能帮助的范围。我可以帮您解答公司设立、文件、签署、RFC 和 e.firma、银行、进口、会计和合同方面的问题。您有这方面的问题吗？',
  };
  return text[language];
}

/** How two answers of a question with two parts are joined. */
export const ALSO: Record<SupportLanguage, string> = {
  es: 'Sobre lo otro que preguntas:',
  en: 'On the other part of your question:',
  zh_cn: '关于您问题的另一部分：',
};

export type SmallTalk = 'greeting' | 'thanks';

const GREETINGS = new Set(['hola', 'buenas', 'buenos', 'hi', 'hello', 'hey', '你好', '您好', '嗨']);
const THANKS = new Set(['gracias', 'thanks', 'thank', 'thx', '谢谢', '感谢', '多谢']);
const FILLERS = new Set([
  ...'dias tardes noches que tal muchas mil ok vale perfecto listo excelente muy bien'.split(' '),
  ...'good morning afternoon evening there you very much ok okay great perfect'.split(' '),
  ...'非常 好 的 啊 呀 早上 晚上'.split(' '),
]);

/** A message that is only a greeting or a thank-you ("hola", "¡Muchas gracias!", "谢谢"). */
export function detectSmallTalk(message: string): SmallTalk | null {
  const words = tokenize(message);
  if (words.length === 0) return null;
  if (!words.every((word) => GREETINGS.has(word) || THANKS.has(word) || FILLERS.has(word))) return null;
  if (words.some((word) => THANKS.has(word))) return 'thanks';
  return words.some((word) => GREETINGS.has(word)) ? 'greeting' : null;
}

export function smallTalkReply(language: SupportLanguage, kind: SmallTalk, topic: string): string {
  const replies: Record<SupportLanguage, Record<SmallTalk, string>> = {
    es: {
      greeting: `¡Hola! Cuéntame tu duda sobre ${topic} y te ayudo.`,
      thanks: '¡Con gusto! Si tienes otra duda, aquí estoy.',
    },
    en: {
      greeting: `Hi! Tell me your question about ${topic} and I'll help.`,
      thanks: "You're welcome! If you have another question, I'm here.",
    },
    zh_cn: {
      greeting: `您好！请告诉我您关于“${topic}”的问题，我来帮您。`,
      thanks: '不客气！如果您还有其他问题，我随时在这里。',
    },
  };
  return replies[language][kind];
}

/**
 * The answer to "what do I do next?" for the caller's company: how far it is, and that the step and its
 * button follow (the widget shows them from `company_progress`, in the interface's words for the checklist).
 */
export function companyProgressReply(
  language: SupportLanguage,
  progress: Pick<CompanyProgress, 'company_name' | 'done' | 'total' | 'current'> | null,
): string {
  if (progress === null) {
    const none: Record<SupportLanguage, string> = {
      es: 'Todavía no tienes una empresa en Forja. Empieza desde Mis empresas: ahí creas la tuya y el panel te lleva paso a paso.',
      en: "You don't have a company in Forja yet. Start from My companies: create yours there and the dashboard takes you step by step.",
      zh_cn: '您在 Forja 还没有公司。请从“我的公司”开始创建，面板会一步步引导您。',
    };
    return none[language];
  }
  const { company_name: name, done, total, current } = progress;
  if (current === null) {
    const finished: Record<SupportLanguage, string> = {
      es: `${name} ya completó los ${total} pasos. Si necesitas algo más, aquí estoy.`,
      en: `${name} has completed all ${total} steps. If you need anything else, I'm here.`,
      zh_cn: `${name} 已完成全部 ${total} 个步骤。如果您还需要其他帮助，我随时在这里。`,
    };
    return finished[language];
  }
  const whoActs: Record<SupportLanguage, Record<'founder' | 'partners' | 'forja', string>> = {
    es: {
      founder: 'Ahora te toca a ti',
      partners: 'Ahora les toca a tus socios',
      forja: 'Ahora le toca a Forja; te avisamos por correo cuando avance',
    },
    en: {
      founder: "It's your turn now",
      partners: "It's your partners' turn now",
      forja: "It's Forja's turn now; we'll e-mail you when it moves on",
    },
    zh_cn: {
      founder: '现在轮到您操作',
      partners: '现在轮到您的股东操作',
      forja: '现在由 Forja 处理；有进展时我们会发邮件通知您',
    },
  };
  const stop = language === 'zh_cn' ? '。' : '. ';
  const turn = current.actor ? `${whoActs[language][current.actor]}${stop}` : '';
  const text: Record<SupportLanguage, string> = {
    es: `Así va ${name}: ${done} de ${total} pasos hechos. ${turn}Abajo ves el paso en el que está y cómo continuar.`,
    en: `Here's where ${name} stands: ${done} of ${total} steps done. ${turn}Below is the step it is on and how to continue.`,
    zh_cn: `${name} 的进度：已完成 ${done}/${total} 个步骤。${turn}下方显示当前步骤以及如何继续。`,
  };
  return text[language];
}

import { z } from 'zod';

/**
 * The rubric of ./rubric.md as a program: folds an answer, matches the item's key terms and gives one label.
 * A person audits the labels of a reported run (see the rubric's Audit section).
 */

export const EVALUATION_LANGUAGES = ['es', 'en', 'zh_cn'] as const;
export type EvaluationLanguage = (typeof EVALUATION_LANGUAGES)[number];

export const evaluationItemSchema = z.object({
  id: z.string().min(1),
  language: z.enum(EVALUATION_LANGUAGES),
  topic: z.string().min(1),
  subtopic: z.string().min(1).nullable(),
  kind: z.enum(['answerable', 'needs_person', 'off_topic']),
  question: z.string().min(1),
  must_say: z.array(z.string()),
  keys: z.array(z.array(z.string())),
  must_not_say: z.array(z.string()),
  not_keys: z.array(z.array(z.string())),
  hand_off: z.boolean(),
  source: z.string(),
});
export type EvaluationItem = z.infer<typeof evaluationItemSchema>;

export type EvaluatedReply = {
  message: string;
  /** The reply's own structured hand-off flag, when it has one. */
  handOff?: boolean;
};

export type Label =
  'correct' | 'partial' | 'wrong' | 'correct_hand_off' | 'wrong_hand_off' | 'missed_hand_off';

export type Grade = {
  label: Label;
  /** A must_not_say claim was made (rubric rule 1). */
  contradiction: boolean;
  /** Answerable, wrong, no fact said and no request offered. */
  deflection: boolean;
  offeredRequest: boolean;
  factsSaid: number;
};

/** The rubric's folding: NFKD without combining marks, lower case, digit-group separators removed, spaces collapsed. */
export function foldForGrading(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(?<=\d)[,.\s\u00a0\u202f](?=\d{3}(?!\d))/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A key term ("a|b") matches when one of its alternatives occurs in the folded answer. */
export function termMatches(foldedAnswer: string, term: string): boolean {
  return term
    .split('|')
    .map(foldForGrading)
    .some((alternative) => alternative !== '' && foldedAnswer.includes(alternative));
}

const allTermsMatch = (folded: string, terms: readonly string[]) =>
  terms.every((term) => termMatches(folded, term));

/** The widget's triggers, by language (rubric: When a request is offered). */
export const REQUEST_TRIGGERS: Record<EvaluationLanguage, readonly string[]> = {
  es: ['crear solicitud', 'crear una solicitud', 'abrir una solicitud'],
  en: ['create request', 'create a request', 'open a request', 'open a support request'],
  zh_cn: ['创建请求', '提交请求', '发起请求', '创建支持请求'],
};

export function offersRequest(item: Pick<EvaluationItem, 'language'>, reply: EvaluatedReply): boolean {
  if (reply.handOff !== undefined) return reply.handOff;
  const folded = foldForGrading(reply.message);
  return REQUEST_TRIGGERS[item.language].some((trigger) => folded.includes(foldForGrading(trigger)));
}

export function gradeReply(item: EvaluationItem, reply: EvaluatedReply): Grade {
  const folded = foldForGrading(reply.message);
  const offeredRequest = offersRequest(item, reply);
  const factsSaid = item.keys.filter((terms) => terms.length > 0 && allTermsMatch(folded, terms)).length;
  const contradiction = item.not_keys.some((terms) => terms.length > 0 && allTermsMatch(folded, terms));
  const grade = (label: Label, deflection = false): Grade => ({
    label,
    contradiction,
    deflection,
    offeredRequest,
    factsSaid,
  });

  if (contradiction) return grade('wrong');
  switch (item.kind) {
    case 'answerable': {
      if (factsSaid === item.keys.length) return grade('correct');
      if (offeredRequest) return grade('wrong_hand_off');
      if (factsSaid > 0) return grade('partial');
      return grade('wrong', true);
    }
    case 'needs_person':
      return grade(offeredRequest ? 'correct_hand_off' : 'missed_hand_off');
    case 'off_topic':
      return grade(offeredRequest ? 'wrong_hand_off' : 'correct');
  }
}

export type Figures = {
  answerable: number;
  correct: number;
  partial: number;
  needsPerson: number;
  handedOff: number;
  offTopic: number;
  offTopicCorrect: number;
  wrongHandOffs: number;
  contradictions: number;
  deflections: number;
};

const emptyFigures = (): Figures => ({
  answerable: 0,
  correct: 0,
  partial: 0,
  needsPerson: 0,
  handedOff: 0,
  offTopic: 0,
  offTopicCorrect: 0,
  wrongHandOffs: 0,
  contradictions: 0,
  deflections: 0,
});

function add(figures: Figures, item: EvaluationItem, grade: Grade): void {
  if (grade.contradiction) figures.contradictions += 1;
  if (grade.label === 'wrong_hand_off') figures.wrongHandOffs += 1;
  if (grade.deflection) figures.deflections += 1;
  if (item.kind === 'answerable') {
    figures.answerable += 1;
    if (grade.label === 'correct') figures.correct += 1;
    if (grade.label === 'partial') figures.partial += 1;
  } else if (item.kind === 'needs_person') {
    figures.needsPerson += 1;
    if (grade.label === 'correct_hand_off') figures.handedOff += 1;
  } else {
    figures.offTopic += 1;
    if (grade.label === 'correct') figures.offTopicCorrect += 1;
  }
}

/** The figures of the rubric over all items, per language and per topic. */
export function summarize(results: ReadonlyArray<{ item: EvaluationItem; grade: Grade }>): {
  all: Figures;
  byLanguage: Map<string, Figures>;
  byTopic: Map<string, Figures>;
} {
  const all = emptyFigures();
  const byLanguage = new Map<string, Figures>();
  const byTopic = new Map<string, Figures>();
  const slot = (map: Map<string, Figures>, key: string) => {
    const existing = map.get(key);
    if (existing) return existing;
    const created = emptyFigures();
    map.set(key, created);
    return created;
  };
  for (const { item, grade } of results) {
    add(all, item, grade);
    add(slot(byLanguage, item.language), item, grade);
    add(slot(byTopic, item.topic), item, grade);
  }
  return { all, byLanguage, byTopic };
}

/** "37/47 (78.7 %)", or "—" when there is nothing to count. */
export function ratio(part: number, whole: number): string {
  if (whole === 0) return '—';
  return `${part}/${whole} (${((part / whole) * 100).toFixed(1)} %)`;
}

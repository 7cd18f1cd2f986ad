import type { SupportLanguage } from '@forja/contracts';
import { analyze, tokenize } from './text-analysis';

/**
 * A small learned reader of "is this the user's own case?", beside the written patterns of question-intent.ts:
 * a logistic regression over the message's words, word pairs, stems and (in Chinese) character pairs. The
 * patterns know the shapes someone wrote down; the model weighs every wording of the cases and look-alike general
 * questions of the evaluation's validation split (never its test split), so a case told in a shape nobody wrote a
 * pattern for still leans towards a person. Its weights are `case-model.json`, written by
 * `npm run train:support` (apps/support/evaluation/train-case-model.ts), which also prints how well a model
 * trained without a batch reads that batch.
 */
export type CaseModel = { bias: number; weights: Record<string, number> };

export type CaseExample = { message: string; language: SupportLanguage; isCase: boolean };

/** The features of a message: each present once, prefixed by its language. */
export function caseFeatures(message: string, language: SupportLanguage): string[] {
  const words = tokenize(message);
  const features = new Set<string>();
  for (const word of words) features.add(`${language}:w:${word}`);
  for (let i = 0; i + 1 < words.length; i++) features.add(`${language}:b:${words[i]}_${words[i + 1]}`);
  for (const stem of analyze(message, language)) features.add(`${language}:s:${stem}`);
  if (language === 'zh_cn') {
    const han = message.replace(/[^\p{Script=Han}]/gu, '');
    for (let i = 0; i + 1 < han.length; i++) features.add(`zh_cn:c:${han.slice(i, i + 2)}`);
  }
  if (/\d/.test(message)) features.add(`${language}:digit`);
  features.add(`${language}:length:${Math.min(5, Math.floor(message.length / 40))}`);
  return [...features];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

function linear(model: CaseModel, features: readonly string[]): number {
  return features.reduce((sum, feature) => sum + (model.weights[feature] ?? 0), model.bias);
}

/** How likely the message is a case of the user's own (0–1). */
export function caseScore(model: CaseModel, message: string, language: SupportLanguage): number {
  return sigmoid(linear(model, caseFeatures(message, language)));
}

export type TrainingOptions = { epochs: number; learningRate: number; l2: number };

export const TRAINING: TrainingOptions = { epochs: 10, learningRate: 0.2, l2: 1e-3 };

/**
 * Trains by stochastic gradient descent over the examples in their order (deterministic: the same examples give
 * the same weights). Weights below 0.05, too small to matter, are dropped and the rest rounded, to keep the file
 * small.
 */
export function trainCaseModel(examples: readonly CaseExample[], options = TRAINING): CaseModel {
  const data = examples.map((example) => ({
    features: caseFeatures(example.message, example.language),
    label: example.isCase ? 1 : 0,
  }));
  const weights = new Map<string, number>();
  let bias = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const { features, label } of data) {
      const z = features.reduce((sum, feature) => sum + (weights.get(feature) ?? 0), bias);
      const gradient = sigmoid(z) - label;
      bias -= options.learningRate * gradient;
      for (const feature of features) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - options.learningRate * (gradient + options.l2 * weight));
      }
    }
  }
  const kept = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= 0.05)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([feature, weight]) => [feature, Math.round(weight * 10_000) / 10_000] as const);
  return { bias: Math.round(bias * 10_000) / 10_000, weights: Object.fromEntries(kept) };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluationItemSchema } from '../../evaluation/grading';
import { caseScore, trainCaseModel, type CaseExample } from './case-model';
import committed from './case-model.json';
import { ownCase, writtenCase } from './question-intent';

const toy: CaseExample[] = [
  { message: 'my payment was charged twice yesterday', language: 'en', isCase: true },
  { message: 'our invoice came out wrong last week', language: 'en', isCase: true },
  { message: 'the bank refused our application on monday', language: 'en', isCase: true },
  { message: 'how much does the accounting service cost', language: 'en', isCase: false },
  { message: 'what is the rfc', language: 'en', isCase: false },
  { message: 'how long does the incorporation take', language: 'en', isCase: false },
];

describe('the learned reader of cases', () => {
  it('learns the same weights from the same examples, and scores cases above general questions', () => {
    const model = trainCaseModel(toy);
    expect(trainCaseModel(toy)).toEqual(model);
    expect(caseScore(model, 'our payment was refused yesterday', 'en')).toBeGreaterThan(0.5);
    expect(caseScore(model, 'how much does the rfc cost', 'en')).toBeLessThan(0.5);
  });

  it('ships the weights the validation split trains (npm run train:support), never the test split', () => {
    const items = evaluationItemSchema
      .array()
      .parse(
        JSON.parse(
          readFileSync(new URL('../../evaluation/questions.validation.json', import.meta.url), 'utf8'),
        ),
      );
    const examples = items
      .filter((item) => item.kind !== 'off_topic')
      .map((item) => ({
        message: item.question,
        language: item.language,
        isCase: item.kind === 'needs_person',
      }));
    expect(trainCaseModel(examples)).toEqual(committed);
  });

  it('reads a case no written pattern knows as possibly theirs, and leaves general questions alone', () => {
    const cases = [
      [
        'con el paquete de contabilidad ustedes me llevan la nomina de mis 3 empleados o eso lo veo aparte?',
        'es',
      ],
      [
        'nuestro contador dice que no necesitamos el padron porque vendemos por mercado libre, le hacemos caso?',
        'es',
      ],
    ] as const;
    for (const [message, language] of cases) {
      expect(writtenCase(message, language)).toBeNull();
      expect(ownCase(message, language)).toBe('possible');
    }
    for (const [message, language] of [
      ['how much does the accounting service cost', 'en'],
      ['¿qué es el RFC?', 'es'],
      ['公司注册需要多长时间', 'zh_cn'],
      // Outside Forja's world the model is not asked.
      ['nuestro vecino dice que no necesitamos permiso para la fiesta, le hacemos caso?', 'es'],
    ] as const) {
      expect(ownCase(message, language)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { foldForGrading, gradeReply, summarize, type EvaluationItem } from './grading';

const item = (overrides: Partial<EvaluationItem>): EvaluationItem => ({
  id: 'es-900',
  language: 'es',
  topic: 'incorporation',
  subtopic: 'process',
  kind: 'answerable',
  question: 'cuanto cuesta?',
  must_say: ['precio sin IVA', 'precio con representación'],
  keys: [['12500|14500'], ['18900|21924']],
  must_not_say: [],
  not_keys: [],
  hand_off: false,
  source: 'catalogue',
  ...overrides,
});

describe('foldForGrading', () => {
  it('folds accents, width, case, digit-group separators and spaces as the rubric says', () => {
    expect(foldForGrading('Constitución  ＲＦＣ $12,500.00 y 5 000 000')).toBe(
      'constitucion rfc $12500.00 y 5000000',
    );
  });
});

describe('gradeReply', () => {
  it('is correct when every fact is said, partial for some, wrong for none (a deflection)', () => {
    expect(
      gradeReply(item({}), { message: 'Cuesta $12,500 MXN; con representación $18,900 MXN.' }).label,
    ).toBe('correct');
    expect(gradeReply(item({}), { message: 'Cuesta $12,500 MXN.' }).label).toBe('partial');
    expect(gradeReply(item({}), { message: 'No encontré una respuesta.' })).toMatchObject({
      label: 'wrong',
      deflection: true,
    });
  });

  it('counts an offered request instead of the answer as a wrong hand-off, and beside it as allowed', () => {
    expect(gradeReply(item({}), { message: 'Elige crear solicitud.' }).label).toBe('wrong_hand_off');
    expect(gradeReply(item({}), { message: '12,500 y 18,900. O elige crear solicitud.' }).label).toBe(
      'correct',
    );
  });

  it('grades needs-person items by the offer, off-topic ones by its absence, and a claim as a contradiction', () => {
    const person = item({ kind: 'needs_person', keys: [], must_say: [], hand_off: true });
    expect(gradeReply(person, { message: 'x', handOff: true }).label).toBe('correct_hand_off');
    expect(gradeReply(person, { message: 'La regla general es…' }).label).toBe('missed_hand_off');
    const offTopic = item({ kind: 'off_topic', keys: [], must_say: [] });
    expect(gradeReply(offTopic, { message: 'Te ayudo con tu empresa.' }).label).toBe('correct');
    expect(gradeReply(offTopic, { message: 'crear solicitud' }).label).toBe('wrong_hand_off');
    const claim = item({ must_not_say: ['no 50/50'], not_keys: [['no pueden ser iguales']] });
    expect(
      gradeReply(claim, { message: '12,500 y 18,900; los porcentajes no pueden ser iguales' }),
    ).toMatchObject({ label: 'wrong', contradiction: true });
  });
});

describe('summarize', () => {
  it('counts per language and per topic', () => {
    const answerable = item({});
    const person = item({ id: 'en-1', language: 'en', topic: 'banks', kind: 'needs_person', keys: [] });
    const { all, byLanguage, byTopic } = summarize([
      { item: answerable, grade: gradeReply(answerable, { message: '12500 18900' }) },
      { item: person, grade: gradeReply(person, { message: 'create request' }) },
    ]);
    expect(all).toMatchObject({ answerable: 1, correct: 1, needsPerson: 1, handedOff: 1 });
    expect(byLanguage.get('en')).toMatchObject({ needsPerson: 1, handedOff: 1, answerable: 0 });
    expect(byTopic.get('incorporation')).toMatchObject({ correct: 1 });
  });
});

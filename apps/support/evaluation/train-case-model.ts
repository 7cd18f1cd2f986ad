/**
 * `npm run train:support`: trains the support assistant's learned reader of cases (src/bot/case-model.ts) on the
 * validation split, the split to tune on; the test split is never read. Before writing the weights it prints how
 * well the model reads questions it was not trained on: for each batch of the validation split (README.md), a
 * model trained on the other batches reads that batch's cases and answerable questions, with and without the
 * written patterns beside it. `--check` trains and compares with the committed weights without writing them
 * (non-zero exit when they differ).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { caseScore, trainCaseModel, type CaseExample } from '../src/bot/case-model';
import { CASE_MODEL_THRESHOLD, namesDomain, writtenCase } from '../src/bot/question-intent';
import { evaluationItemSchema, type EvaluationItem } from './grading';

const here = dirname(fileURLToPath(import.meta.url));
const modelFile = join(here, '../src/bot/case-model.json');
const print = (text = '') => process.stdout.write(`${text}\n`);
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

const items: EvaluationItem[] = z
  .array(evaluationItemSchema)
  .parse(JSON.parse(readFileSync(join(here, 'questions.validation.json'), 'utf8')));

/** The batch an item was written in, from its id's number (README.md lists the batches' id ranges). */
function batchOf(id: string): string {
  const number = Number(id.split('-').pop());
  if (number < 300) return 'first';
  if (number >= 950 && number < 1000) return '951…980';
  return `${Math.floor(number / 100) * 100 + 1}…`;
}

type Example = CaseExample & { batch: string };
const examples: Example[] = items
  .filter((item) => item.kind !== 'off_topic')
  .map((item) => ({
    message: item.question,
    language: item.language,
    isCase: item.kind === 'needs_person',
    batch: batchOf(item.id),
  }));

const percent = (part: number, whole: number) => `${part}/${whole} (${((100 * part) / whole).toFixed(1)} %)`;

print('Each batch read by a model trained without it (threshold ' + CASE_MODEL_THRESHOLD + '):');
print('| batch | cases: model | cases: patterns | cases: both | answerable flagged: model | both |');
print('| --- | --- | --- | --- | --- | --- |');
const totals = { cases: 0, model: 0, written: 0, both: 0, answerable: 0, flagged: 0, flaggedBoth: 0 };
for (const batch of [...new Set(examples.map((example) => example.batch))]) {
  const model = trainCaseModel(examples.filter((example) => example.batch !== batch));
  const row = { cases: 0, model: 0, written: 0, both: 0, answerable: 0, flagged: 0, flaggedBoth: 0 };
  for (const example of examples.filter((candidate) => candidate.batch === batch)) {
    const byModel =
      namesDomain(example.message, example.language) &&
      caseScore(model, example.message, example.language) >= CASE_MODEL_THRESHOLD;
    const byPatterns = writtenCase(example.message, example.language) !== null;
    if (example.isCase) {
      row.cases++;
      if (byModel) row.model++;
      if (byPatterns) row.written++;
      if (byModel || byPatterns) row.both++;
    } else {
      row.answerable++;
      if (byModel) row.flagged++;
      if (byModel || byPatterns) row.flaggedBoth++;
    }
  }
  for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  print(
    `| ${batch} | ${percent(row.model, row.cases)} | ${percent(row.written, row.cases)} | ${percent(row.both, row.cases)} | ${percent(row.flagged, row.answerable)} | ${percent(row.flaggedBoth, row.answerable)} |`,
  );
}
print(
  `| all | ${percent(totals.model, totals.cases)} | ${percent(totals.written, totals.cases)} | ${percent(totals.both, totals.cases)} | ${percent(totals.flagged, totals.answerable)} | ${percent(totals.flaggedBoth, totals.answerable)} |`,
);
print('(The patterns were written with every batch in view, so their column is not a held-out figure.)');

const model = trainCaseModel(examples);
const text = `${JSON.stringify(model, null, 0)}\n`;
if (values.check) {
  const same = readFileSync(modelFile, 'utf8') === text;
  print(same ? '\ncase-model.json matches the validation split.' : '\ncase-model.json is out of date.');
  process.exit(same ? 0 : 1);
}
writeFileSync(modelFile, text);
print(`\n${Object.keys(model.weights).length} weights written to ${modelFile}`);

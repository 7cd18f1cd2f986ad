/**
 * `npm run eval:support`: asks the support assistant every question of one split of the evaluation set,
 * grades each answer with ./rubric.md (./grading.ts) and prints the figures per language and per topic, with
 * the median answer time. The test split is the default: it is run once per release, never while tuning
 * (see ./README.md). `--split validation` runs the split to tune on; `--show wrong` lists its misses (refused
 * for the test split); `--answers <file>` writes every answer with its label for the audit.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import { loadCatalogue } from '@forja/api/modules/catalogue/catalogue';
import { z } from 'zod';
import { createFaqsBot } from '../src/bot/faqs-bot';
import { loadKnowledgeBase } from '../src/knowledge/knowledge-base';
import {
  EVALUATION_LANGUAGES,
  evaluationItemSchema,
  gradeReply,
  ratio,
  summarize,
  type EvaluationItem,
  type Figures,
  type Grade,
} from './grading';

const here = dirname(fileURLToPath(import.meta.url));
const print = (text = '') => process.stdout.write(`${text}\n`);

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'test' },
    show: { type: 'string' },
    answers: { type: 'string' },
  },
});
const split = values.split;
if (split !== 'test' && split !== 'validation') {
  console.error('--split must be test or validation');
  process.exit(2);
}
if (values.show && split === 'test') {
  console.error('--show lists questions: it is for the validation split only (never look at the test split)');
  process.exit(2);
}

const items: EvaluationItem[] = z
  .array(evaluationItemSchema)
  .parse(JSON.parse(readFileSync(join(here, `questions.${split}.json`), 'utf8')));

const bot = createFaqsBot({
  knowledgeBase: loadKnowledgeBase(),
  catalogue: loadCatalogue(process.env.CATALOGUE_FILE),
});

const results: Array<{ item: EvaluationItem; grade: Grade; message: string; ms: number }> = [];
for (const item of items) {
  const started = performance.now();
  const reply = await bot.reply({
    prompt: item.question,
    language: item.language,
    category: item.topic,
    subcategory: item.subtopic,
  });
  const ms = performance.now() - started;
  const grade = gradeReply(item, { message: reply.message, handOff: reply.handOff });
  results.push({ item, grade, message: reply.message, ms });
}

const { all, byLanguage, byTopic } = summarize(results);
const times = results.map((result) => result.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const row = (name: string, figures: Figures) =>
  `| ${name} | ${ratio(figures.correct, figures.answerable)} | ${figures.partial} | ${ratio(
    figures.handedOff,
    figures.needsPerson,
  )} | ${ratio(figures.offTopicCorrect, figures.offTopic)} | ${figures.wrongHandOffs} | ${
    figures.contradictions
  } | ${figures.deflections} |`;
const header = [
  '| | answerable correct | partial | hand-off | off-topic redirected | wrong hand-offs | contradictions | deflections |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
];

print(
  `Support assistant, ${split} split: ${items.length} questions, commit ${commit()}, ${new Date().toISOString().slice(0, 10)}`,
);
print(`Median answer time ${median.toFixed(2)} ms (slowest ${(times.at(-1) ?? 0).toFixed(1)} ms)\n`);
print('By language\n');
print(
  [
    ...header,
    ...EVALUATION_LANGUAGES.map((language) => row(language, byLanguage.get(language) ?? all)),
    row('all', all),
  ].join('\n'),
);
print('\nBy topic\n');
print([...header, ...[...byTopic].map(([topic, figures]) => row(topic, figures))].join('\n'));

if (values.answers) {
  writeFileSync(
    values.answers,
    `${JSON.stringify(
      results.map(({ item, grade, message, ms }) => ({
        id: item.id,
        label: grade.label,
        contradiction: grade.contradiction,
        ms: Number(ms.toFixed(2)),
        question: item.question,
        answer: message,
      })),
      null,
      2,
    )}\n`,
  );
  print(`\nAnswers written to ${values.answers}`);
}

if (values.show) {
  const wanted = new Set(values.show.split(','));
  for (const { item, grade, message } of results) {
    if (!wanted.has(grade.label) && !(wanted.has('contradiction') && grade.contradiction)) continue;
    print(
      `\n--- ${item.id} [${item.kind}] ${item.topic}/${item.subtopic ?? '-'} → ${grade.label}${grade.contradiction ? ' (contradiction)' : ''}`,
    );
    print(`Q: ${item.question}`);
    print(
      `keys: ${JSON.stringify(item.keys)}${item.not_keys.some((keys) => keys.length > 0) ? ` not: ${JSON.stringify(item.not_keys)}` : ''}`,
    );
    print(`A: ${message.replace(/\n/g, ' ⏎ ').slice(0, 600)}`);
  }
}

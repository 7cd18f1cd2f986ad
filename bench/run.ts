import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createFounder, expectOk, PASSWORD, signIn, type Founder } from './forja-api';
import {
  createBenchDatabase,
  disableQueryPlans,
  enableQueryPlans,
  logSize,
  passwordHashOf,
  plansSince,
  postgresServerUrl,
  seedCompanies,
  seededOwnerEmail,
  tableCounts,
  withClient,
  type BenchDatabase,
  type QueryPlan,
} from './seed';
import {
  forjaEntry,
  ROOT,
  runProcess,
  startForja,
  startRawServer,
  stopAll,
  type RunningServer,
} from './servers';

const CASES = [
  'raw',
  'health',
  'stack',
  'profile-postgres',
  'profile-pglite',
  'company-postgres',
  'profile-half-rate',
  'sign-in-flood',
  'scale',
  'two-processes',
] as const;
type CaseName = (typeof CASES)[number];

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
  },
});
for (const name of options.only ?? []) {
  if (!(CASES as readonly string[]).includes(name)) {
    console.error(`Unknown case "${name}". Cases: ${CASES.join(', ')}`);
    process.exit(2);
  }
}
const only = new Set<string>(options.only ?? CASES);
const wants = (name: CaseName) => only.has(name);
const DURATION = Number(options.duration ?? (options.quick ? 3 : 10));
const WARM_UP = options.quick ? 1 : 2;
const CONNECTIONS = Number(options.connections);
const SCALE_LARGE = options.quick ? 10_000 : 100_000;
const SCALE_SMALL = 1_000;

const print = (line = '') => process.stdout.write(`${line}\n`);

/** One autocannon run, reduced to what the table shows. */
type Measurement = {
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
};

type Load = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  overallRate?: number;
  connections?: number;
};

async function measure(load: Load, duration = DURATION): Promise<Measurement> {
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: load.headers ?? {},
    ...(load.body === undefined ? {} : { body: load.body }),
    connections: load.connections ?? CONNECTIONS,
    duration,
    ...(load.overallRate ? { overallRate: Math.max(1, Math.round(load.overallRate)) } : {}),
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Rounds of `interleaved`: each side runs this many times, DURATION / ROUNDS seconds each. */
const ROUNDS = options.quick ? 2 : 4;

/** Equal-length runs as one: their mean requests per second, the median latency figures, every error. */
function combine(runs: Measurement[]): Measurement {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return {
    reqPerSec: runs.reduce((sum, run) => sum + run.reqPerSec, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    max: Math.max(...runs.map((run) => run.max)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * Both loads warmed up, then measured in alternating rounds, the order swapped every round (baseline first, then
 * subject first…), so neither side is always the one that runs right after the other.
 */
async function interleaved(
  subjectLoad: Load,
  baselineLoad: Load,
): Promise<{ subject: Measurement; baseline: Measurement }> {
  await measure(baselineLoad, WARM_UP);
  await measure(subjectLoad, WARM_UP);
  const round = Math.max(2, Math.round(DURATION / ROUNDS));
  const subjects: Measurement[] = [];
  const baselines: Measurement[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      baselines.push(await measure(baselineLoad, round));
      subjects.push(await measure(subjectLoad, round));
    } else {
      subjects.push(await measure(subjectLoad, round));
      baselines.push(await measure(baselineLoad, round));
    }
  }
  return { subject: combine(subjects), baseline: combine(baselines) };
}

/** A short run first (JIT, connection pools, caches), then the measured one. */
async function warmAndMeasure(load: Load, duration = DURATION): Promise<Measurement> {
  await measure(load, WARM_UP);
  return measure(load, duration);
}

/**
 * Measures a load and the raw node:http baseline in alternating rounds, so both sides of the ratio see the
 * same machine (other work on a shared machine moves every figure).
 */
type RawBaseline = (label: string, load: Load) => Promise<{ subject: Measurement; raw: Measurement }>;

type Figure = {
  case: CaseName;
  figure: string;
  value: number | null;
  unit: 'ratio' | 'ms' | 'count';
  goal: string;
  met: boolean | null;
  numbers: string;
};
const figures: Figure[] = [];
/** Tables at least this big should never be read whole by a hot route. */
const LARGE_TABLE_ROWS = 1_000;
/** Each route is called this many times while its plans are logged. */
const EXPLAINED_CALLS = 3;
const seqScanFindings: { route: string; large: string[]; small: string[] }[] = [];
/** The databases the bench created, dropped at the end whatever happens. */
const databasesToDrop = new Set<BenchDatabase>();
const notes: string[] = [];
const measurements: Record<string, Measurement | Record<string, unknown>> = {};

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const describe = (m: Measurement) =>
  `${fmt(m.reqPerSec)} req/s, p50 ${fmt(m.p50, 1)} ms, p99 ${fmt(m.p99, 1)} ms, ${fmt(m.errors)} errors`;

function addRatio(
  name: CaseName,
  figure: string,
  value: number,
  goal: { atLeast?: number; atMost?: number },
  numbers: string,
  extraCheck = true,
): void {
  const met =
    (goal.atLeast === undefined || value >= goal.atLeast) &&
    (goal.atMost === undefined || value <= goal.atMost) &&
    extraCheck;
  figures.push({
    case: name,
    figure,
    value,
    unit: 'ratio',
    goal: goal.atLeast !== undefined ? `≥ ${goal.atLeast}` : `≤ ${goal.atMost}`,
    met,
    numbers,
  });
}

function skip(name: CaseName, figure: string, goal: string, why: string): void {
  figures.push({
    case: name,
    figure,
    value: null,
    unit: 'ratio',
    goal,
    met: null,
    numbers: `skipped: ${why}`,
  });
}

const authorized = (token: string) => ({ authorization: `Bearer ${token}`, 'x-language': 'es' });

/** The health path to measure: the liveness check when the API has it, else the combined one. */
async function livenessPath(server: RunningServer): Promise<string> {
  const live = await fetch(`${server.url}/api/health/live`).catch(() => undefined);
  if (live?.ok) return '/api/health/live';
  notes.push(
    '/api/health/live is missing: the health figure measures /api/health (with its database query).',
  );
  return '/api/health';
}

function commit(): { sha: string; short: string; dirty: boolean } {
  try {
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], { cwd: ROOT })
      .toString()
      .trim();
    return { sha, short: sha.slice(0, 7), dirty: dirty.length > 0 };
  } catch {
    return { sha: 'unknown', short: 'unknown', dirty: false };
  }
}

/** The five routes the dashboard reads most, for a company's owner. */
function hotRoutes(companyId: number, partnerId: number): { name: string; path: string }[] {
  return [
    { name: 'profile (with the companies)', path: 'user/profile' },
    { name: 'company profile', path: `company/get-company-profile/${companyId}` },
    { name: 'cap table (partners)', path: `partners/company/${companyId}` },
    { name: 'one partner (with documents)', path: `only-partner/${partnerId}/company/${companyId}` },
    { name: 'team notes', path: `company/${companyId}/notes` },
  ];
}

/** The seeded owner's company and own partner row. */
async function seededCompany(url: string, index: number): Promise<{ companyId: number; partnerId: number }> {
  return withClient(url, async (client) => {
    const result = await client.query<{ company_id: string; partner_id: string }>(
      `select c.id as company_id, p.id as partner_id from companies c
       join partners p on p.company_id = c.id and p.name = 'Socio 1'
       where c.friendly_id = $1`,
      [`bench-${index}`],
    );
    const row = result.rows[0];
    if (!row) throw new Error(`Seeded company ${index} not found`);
    return { companyId: Number(row.company_id), partnerId: Number(row.partner_id) };
  });
}

/** A seeded database served by its own Forja process, signed in as the owner of the company in its middle. */
type SeededSide = { server: RunningServer; token: string; companyId: number; partnerId: number };

/** A route on both seeds: each one's maximum rate, and both at one fixed rate (half the small seed's maximum). */
type RouteFigures = {
  small: { max: Measurement; atRate: Measurement };
  large: { max: Measurement; atRate: Measurement };
  rate: number;
};

/**
 * Each hot route at its maximum rate on each seed, then on both at one fixed rate, half the small seed's maximum,
 * in alternating rounds (`interleaved`), so both seeds see the same machine: a latency taken at one fixed
 * rate compares them without queueing noise, and alternating takes out what the order would add (the machine's
 * state after seeding a million rows, a process warmer for the second).
 */
async function measureHotRoutes(small: SeededSide, large: SeededSide): Promise<Record<string, RouteFigures>> {
  const results: Record<string, RouteFigures> = {};
  const loadOf = (side: SeededSide, path: string): Load => ({
    url: `${side.server.url}/api/v3/${path}`,
    headers: authorized(side.token),
  });
  const smallRoutes = hotRoutes(small.companyId, small.partnerId);
  const largeRoutes = hotRoutes(large.companyId, large.partnerId);
  for (const [index, smallRoute] of smallRoutes.entries()) {
    const largeRoute = largeRoutes[index] as (typeof largeRoutes)[number];
    await expectOk(small.server.url, smallRoute.path, small.token);
    await expectOk(large.server.url, largeRoute.path, large.token);
    const smallLoad = loadOf(small, smallRoute.path);
    const largeLoad = loadOf(large, largeRoute.path);
    const smallMax = await warmAndMeasure(smallLoad);
    const largeMax = await warmAndMeasure(largeLoad);
    const rate = smallMax.reqPerSec / 2;
    const atRate = await interleaved(
      { ...largeLoad, overallRate: rate },
      { ...smallLoad, overallRate: rate },
    );
    results[smallRoute.name] = {
      small: { max: smallMax, atRate: atRate.baseline },
      large: { max: largeMax, atRate: atRate.subject },
      rate,
    };
    print(`    ${smallRoute.name}: at ${fmt(rate)} req/s, small seed ${describe(atRate.baseline)}`);
    print(`    ${' '.repeat(smallRoute.name.length)}  large seed ${describe(atRate.subject)}`);
    print(
      `    ${' '.repeat(smallRoute.name.length)}  maximum small ${fmt(smallMax.reqPerSec)}, large ${fmt(largeMax.reqPerSec)} req/s`,
    );
  }
  return results;
}

async function main(): Promise<void> {
  const cores = cpus().length;
  const started = new Date();
  const { sha, short, dirty } = commit();
  print(
    `Forja bench: ${started.toISOString()}, commit ${short}${dirty ? ' (with uncommitted changes)' : ''}`,
  );
  print(
    `Machine: ${cores} cores (${availableParallelism()} available to Node), ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
  print(
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per figure after a ${WARM_UP} s warm-up; server: ${forjaEntry().compiled ? 'compiled (apps/api/dist)' : 'TypeScript through tsx'}`,
  );
  const load = loadavg()[0] ?? 0;
  print(`Load average before the run: ${fmt(load, 2)}`);
  if (load > cores / 2) {
    notes.push(
      `the machine was busy when the run started (load average ${fmt(load, 2)} on ${cores} cores): figures move with other work; compare ratios, and run again on a quiet machine.`,
    );
  }
  print();

  const needsRaw = ['raw', 'health', 'stack', 'profile-postgres', 'company-postgres'].some((name) =>
    wants(name as CaseName),
  );
  let raw: RawBaseline | undefined;
  if (needsRaw) {
    const server = await startRawServer();
    const rawLoad: Load = { url: `${server.url}/` };
    raw = async (label, load) => {
      const { subject, baseline } = await interleaved(load, rawLoad);
      measurements[label] = subject;
      measurements[`raw beside ${label}`] = baseline;
      print(`  ${label}: ${describe(subject)}`);
      print(`  raw node:http hello-world in the same rounds: ${describe(baseline)}`);
      return { subject, raw: baseline };
    };
    if (wants('raw')) {
      const alone = await warmAndMeasure(rawLoad);
      measurements.raw = alone;
      print(`raw node:http hello-world: ${describe(alone)}`);
      figures.push({
        case: 'raw',
        figure: 'raw node:http hello-world alone',
        value: null,
        unit: 'ratio',
        goal: 'none (the baseline)',
        met: null,
        numbers: describe(alone),
      });
    }
  }

  if (wants('health') && raw) {
    print('health (PGlite)…');
    const server = await startForja('health', undefined);
    const path = await livenessPath(server);
    const { subject: health, raw: baseline } = await raw(`health ${path}`, { url: `${server.url}${path}` });
    await server.stop();
    addRatio(
      'health',
      `${path} ÷ raw`,
      health.reqPerSec / baseline.reqPerSec,
      { atLeast: 0.9 },
      `${describe(health)} / raw ${describe(baseline)}`,
      health.errors === 0,
    );
  }

  if (wants('stack') && raw) {
    // The ceiling of any API route: `app-config` goes through everything a route goes through (routing, the
    // request id, security headers, the response's contract check and serialisation, compression's check, the
    // log line) but reads no database and needs no sign-in. No goal: it says what the other ratios can reach.
    print('stack ceiling (PGlite)…');
    const server = await startForja('stack', undefined);
    const { subject: stack, raw: baseline } = await raw('app-config', {
      url: `${server.url}/api/v3/app-config`,
      headers: { 'x-language': 'es' },
    });
    await server.stop();
    figures.push({
      case: 'stack',
      figure: 'app-config (no database, no sign-in) ÷ raw',
      value: stack.reqPerSec / baseline.reqPerSec,
      unit: 'ratio',
      goal: 'none (the ceiling of every API route)',
      met: null,
      numbers: `${describe(stack)} / raw ${describe(baseline)}`,
    });
  }

  if (wants('profile-pglite')) {
    print('profile on PGlite…');
    const server = await startForja('pglite', undefined);
    const founder = await createFounder(server.url, 1);
    const profileLoad: Load = {
      url: `${server.url}/api/v3/user/profile`,
      headers: authorized(founder.accessToken),
    };
    await measure(profileLoad, WARM_UP);
    // Alternating rounds, like the raw baseline (the loop runs while the server idles).
    const round = Math.max(2, Math.round(DURATION / ROUNDS));
    const loops: number[] = [];
    const profiles: Measurement[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const output = await runProcess(['--import', 'tsx', 'bench/pglite-loop.ts', String(round)]);
      loops.push((JSON.parse(output) as { opsPerSecond: number }).opsPerSecond);
      profiles.push(await measure(profileLoad, round));
    }
    await server.stop();
    const profile = combine(profiles);
    const loop = { opsPerSecond: loops.reduce((sum, ops) => sum + ops, 0) / loops.length };
    measurements['profile on PGlite'] = profile;
    measurements['bare PGlite select loop'] = loop;
    print(`  profile: ${describe(profile)}`);
    print(`  bare PGlite select-by-id loop in the same rounds: ${fmt(loop.opsPerSecond)} selects/s`);
    addRatio(
      'profile-pglite',
      'profile on PGlite ÷ bare PGlite select loop',
      profile.reqPerSec / loop.opsPerSecond,
      { atLeast: 0.7 },
      `${describe(profile)} / ${fmt(loop.opsPerSecond)} selects/s`,
      profile.errors === 0,
    );
  }

  const postgresCases: CaseName[] = [
    'profile-postgres',
    'company-postgres',
    'profile-half-rate',
    'sign-in-flood',
    'scale',
    'two-processes',
  ];
  if (postgresCases.some(wants)) {
    const database = await createBenchDatabase();
    if ('unavailable' in database) {
      const why = `no PostgreSQL (${database.unavailable}); set TEST_DATABASE_URL or DATABASE_URL`;
      notes.push(`PostgreSQL cases skipped: ${why}`);
      for (const name of postgresCases.filter(wants)) skip(name, name, '', why);
    } else {
      databasesToDrop.add(database);
      try {
        await postgresCases_(database, raw);
      } finally {
        await cleanUp();
      }
    }
  }

  await stopAll();
  await report({ started, sha, short, dirty, cores, load });
}

async function postgresCases_(database: BenchDatabase, raw: RawBaseline | undefined): Promise<void> {
  print(`PostgreSQL: database ${database.name} on ${new URL(database.url).host}`);
  const server = await startForja('postgres', database.url);
  const founder: Founder = await createFounder(server.url, 5);
  const profileLoad: Load = {
    url: `${server.url}/api/v3/user/profile`,
    headers: authorized(founder.accessToken),
  };

  let profile: Measurement | undefined;
  const needsProfileMax = ['profile-postgres', 'profile-half-rate', 'sign-in-flood', 'two-processes'].some(
    (name) => wants(name as CaseName),
  );
  if (needsProfileMax) {
    print('profile on PostgreSQL…');
    let baseline: Measurement | undefined;
    if (wants('profile-postgres') && raw) {
      ({ subject: profile, raw: baseline } = await raw('profile on PostgreSQL', profileLoad));
    } else {
      profile = await warmAndMeasure(profileLoad);
      measurements['profile on PostgreSQL'] = profile;
      print(`  ${describe(profile)}`);
    }
    if (baseline) {
      addRatio(
        'profile-postgres',
        'profile on PostgreSQL ÷ raw',
        profile.reqPerSec / baseline.reqPerSec,
        { atLeast: 0.3 },
        `${describe(profile)} / raw ${fmt(baseline.reqPerSec)} req/s`,
        profile.errors === 0,
      );
    }
  }

  // Right after the single process's figure, before the flood leaves its sessions behind.
  if (profile && wants('two-processes')) {
    print('two Forja processes on the same PostgreSQL, profile on both…');
    const second = await startForja('postgres-second', database.url);
    const secondToken = await signIn(second.url, founder.email);
    const secondLoad: Load = { url: `${second.url}/api/v3/user/profile`, headers: authorized(secondToken) };
    await measure(secondLoad, WARM_UP);
    // Alternating rounds: one process alone, then both at once.
    const round = Math.max(2, Math.round(DURATION / ROUNDS));
    const alone: Measurement[] = [];
    const firsts: Measurement[] = [];
    const seconds: Measurement[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      alone.push(await measure(profileLoad, round));
      const [a, b] = await Promise.all([measure(profileLoad, round), measure(secondLoad, round)]);
      firsts.push(a);
      seconds.push(b);
    }
    const one = combine(alone);
    const first = combine(firsts);
    const other = combine(seconds);
    await second.stop();
    const both = first.reqPerSec + other.reqPerSec;
    measurements.twoProcesses = { one, first, second: other };
    print(`  one alone ${describe(one)}`);
    print(`  together: first ${describe(first)}; second ${describe(other)}`);
    figures.push({
      case: 'two-processes',
      figure: `two processes ÷ one, profile (${cpus().length} cores, shared with the load generator)`,
      value: both / one.reqPerSec,
      unit: 'ratio',
      goal: 'none (several processes; the load generator shares the cores)',
      met: first.errors + other.errors === 0 ? null : false,
      numbers: `${fmt(both)} req/s together (${fmt(first.reqPerSec)} + ${fmt(other.reqPerSec)}) / one alone ${fmt(one.reqPerSec)} req/s`,
    });
  }

  if (wants('company-postgres') && raw) {
    print(`company profile with ${founder.partnerIds.length} partners on PostgreSQL…`);
    const path = `company/get-company-profile/${founder.companyId}`;
    await expectOk(server.url, path, founder.accessToken);
    const { subject: company, raw: baseline } = await raw('company profile on PostgreSQL', {
      url: `${server.url}/api/v3/${path}`,
      headers: authorized(founder.accessToken),
    });
    addRatio(
      'company-postgres',
      `company profile (${founder.partnerIds.length} partners) on PostgreSQL ÷ raw`,
      company.reqPerSec / baseline.reqPerSec,
      { atLeast: 0.2 },
      `${describe(company)} / raw ${fmt(baseline.reqPerSec)} req/s`,
      company.errors === 0,
    );
  }

  let halfRate: Measurement | undefined;
  if (profile && (wants('profile-half-rate') || wants('sign-in-flood'))) {
    const rate = profile.reqPerSec / 2;
    print(`profile at half its maximum rate (${fmt(rate)} req/s)…`);
    halfRate = await warmAndMeasure({ ...profileLoad, overallRate: rate });
    measurements.profileHalfRate = { rate, ...halfRate };
    print(`  ${describe(halfRate)}`);
    if (wants('profile-half-rate')) {
      figures.push({
        case: 'profile-half-rate',
        figure: `profile p99 at 50 % of its maximum (${fmt(rate)} req/s)`,
        value: halfRate.p99,
        unit: 'ms',
        goal: '≤ 10 ms, 0 errors',
        met: halfRate.p99 <= 10 && halfRate.errors === 0,
        numbers: describe(halfRate),
      });
    }
  }

  if (profile && halfRate && wants('sign-in-flood')) {
    const rate = profile.reqPerSec / 2;
    print('profile at half rate while sign-ins are flooded…');
    const signInLoad: Load = {
      url: `${server.url}/api/v3/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-language': 'es' },
      body: JSON.stringify({ email: founder.email, password: PASSWORD }),
    };
    await measure(signInLoad, WARM_UP);
    const [flooded, signIns] = await Promise.all([
      measure({ ...profileLoad, overallRate: rate }),
      measure(signInLoad),
    ]);
    measurements.signInFlood = { profile: flooded, signIns };
    print(`  profile: ${describe(flooded)}`);
    print(`  sign-ins: ${describe(signIns)}`);
    addRatio(
      'sign-in-flood',
      'profile p99 during a sign-in flood ÷ p99 alone',
      flooded.p99 / Math.max(halfRate.p99, 0.001),
      { atMost: 2 },
      `flooded ${describe(flooded)} / alone ${describe(halfRate)}; sign-ins ${describe(signIns)}`,
      flooded.errors === 0,
    );
  }

  await server.stop();
  if (wants('scale')) await scaleCase(database, founder);
}

async function scaleCase(database: BenchDatabase, founder: Founder): Promise<void> {
  const hash = await passwordHashOf(database.url, founder.email);
  // The small seed in a database of its own and the large one in the bench's database, each served by a Forja
  // process started for it (the bench's own has served every case before), so both are measured side by side.
  const smallDatabase = await createBenchDatabase('small');
  if ('unavailable' in smallDatabase) {
    skip('scale', 'scale', '', `a second database could not be made (${smallDatabase.unavailable})`);
    return;
  }
  databasesToDrop.add(smallDatabase);
  // A Forja process makes the small database's tables (its migrations), then goes: both seeds' processes start
  // together once both are seeded, so neither has lived through more than the other.
  const migrating = await startForja('scale-small-migrations', smallDatabase.url);
  await migrating.stop();
  print(`scale: seeding ${fmt(SCALE_SMALL)} companies in a database of their own…`);
  let seededAt = Date.now();
  await seedCompanies(smallDatabase.url, 1, SCALE_SMALL, hash);
  const smallCounts = await tableCounts(smallDatabase.url);
  print(`  ${JSON.stringify(smallCounts)} in ${fmt((Date.now() - seededAt) / 1000, 1)} s`);
  print(`scale: seeding ${fmt(SCALE_LARGE)} companies…`);
  seededAt = Date.now();
  await seedCompanies(database.url, 1, SCALE_LARGE, hash);
  const largeCounts = await tableCounts(database.url);
  print(`  ${JSON.stringify(largeCounts)} in ${fmt((Date.now() - seededAt) / 1000, 1)} s`);

  const side = async (on: RunningServer, url: string, index: number): Promise<SeededSide> => ({
    server: on,
    token: await signIn(on.url, seededOwnerEmail(index)),
    ...(await seededCompany(url, index)),
  });
  const largeIndex = SCALE_LARGE / 2;
  const [smallServer, largeServer] = await Promise.all([
    startForja('scale-small', smallDatabase.url),
    startForja('scale-large', database.url),
  ]);
  const small = await side(smallServer, smallDatabase.url, SCALE_SMALL / 2);
  const large = await side(largeServer, database.url, largeIndex);
  print(
    `  as the owner of the company in the middle of each: ${SCALE_SMALL / 2} (id ${small.companyId}) and ${largeIndex} (id ${large.companyId})`,
  );
  const results = await measureHotRoutes(small, large);
  await smallServer.stop();
  await largeServer.stop();

  for (const [name, figures] of Object.entries(results)) {
    addRatio(
      'scale',
      `${name}: p99 at ${fmt(figures.rate)} req/s, ${fmt(largeCounts.companies ?? 0)} ÷ ${fmt(smallCounts.companies ?? 0)} companies`,
      figures.large.atRate.p99 / Math.max(figures.small.atRate.p99, 0.001),
      { atMost: 1.2 },
      `large ${describe(figures.large.atRate)} / small ${describe(figures.small.atRate)}; maximum large ${fmt(figures.large.max.reqPerSec)} / small ${fmt(figures.small.max.reqPerSec)} req/s`,
      figures.large.atRate.errors === 0 && figures.small.atRate.errors === 0,
    );
  }
  const plans = await queryPlans(database, large.companyId, large.partnerId, largeIndex);
  measurements.scale = { smallCounts, largeCounts, routes: results, plans };
}

/** Each hot route's queries with the tables PostgreSQL read whole (auto_explain on a fresh Forja process). */
async function queryPlans(
  database: BenchDatabase,
  companyId: number,
  partnerId: number,
  ownerIndex: number,
): Promise<Record<string, QueryPlan[]> | { unavailable: string }> {
  const serverUrl = postgresServerUrl();
  const enabled = await enableQueryPlans(serverUrl, database.name);
  if ('unavailable' in enabled) {
    notes.push(`No EXPLAIN: the server log cannot be read (${enabled.unavailable}).`);
    return enabled;
  }
  const plans: Record<string, QueryPlan[]> = {};
  const explaining = await startForja('explain', database.url);
  try {
    const token = await signIn(explaining.url, seededOwnerEmail(ownerIndex));
    // What runs on timers (job poller, start-up jobs) shows up with no request: learnt, then left out.
    await new Promise((r) => setTimeout(r, 3000));
    const idleFrom = await logSize(serverUrl, enabled.logFile);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = new Set(
      (await plansSince(serverUrl, enabled.logFile, database.name, idleFrom, database.url)).map(
        (p) => p.query,
      ),
    );
    for (const route of hotRoutes(companyId, partnerId)) {
      await expectOk(explaining.url, route.path, token);
      await new Promise((r) => setTimeout(r, 300));
      const offset = await logSize(serverUrl, enabled.logFile);
      for (let call = 0; call < EXPLAINED_CALLS; call++) await expectOk(explaining.url, route.path, token);
      await new Promise((r) => setTimeout(r, 500));
      const seen = await plansSince(serverUrl, enabled.logFile, database.name, offset, database.url);
      // A query of the route runs on every call; anything rarer ran beside it.
      const counts = new Map<string, number>();
      for (const plan of seen) counts.set(plan.query, (counts.get(plan.query) ?? 0) + 1);
      const kept = new Map<string, QueryPlan>();
      for (const plan of seen) {
        if (idle.has(plan.query) || (counts.get(plan.query) ?? 0) < EXPLAINED_CALLS) continue;
        kept.set(plan.query, plan);
      }
      plans[route.name] = [...kept.values()];
    }
  } finally {
    await explaining.stop();
    await disableQueryPlans(serverUrl, database.name);
  }
  print("  EXPLAIN (auto_explain on each route, large seed; rows = the table's size):");
  for (const [route, routePlans] of Object.entries(plans)) {
    const scans = routePlans.flatMap((plan) => plan.seqScans);
    const large = [
      ...new Set(scans.filter((scan) => scan.rows >= LARGE_TABLE_ROWS).map((scan) => scan.table)),
    ];
    const small = [
      ...new Set(scans.filter((scan) => scan.rows < LARGE_TABLE_ROWS).map((scan) => scan.table)),
    ];
    print(
      `    ${route}: ${routePlans.length} distinct queries per call; sequential scans on large tables: ${large.length ? large.join(', ') : 'none'}` +
        (small.length ? `; on small tables (< ${fmt(LARGE_TABLE_ROWS)} rows): ${small.join(', ')}` : ''),
    );
    for (const plan of routePlans.filter((p) => p.seqScans.some((scan) => scan.rows >= LARGE_TABLE_ROWS))) {
      const tables = plan.seqScans.map((scan) => `${scan.table} (${fmt(scan.rows)} rows)`).join(', ');
      print(`      ${tables} ← ${plan.query.slice(0, 200)}`);
    }
    seqScanFindings.push({ route, large, small });
  }
  const withScans = seqScanFindings.filter((finding) => finding.large.length > 0);
  figures.push({
    case: 'scale',
    figure: 'EXPLAIN: hot routes that read a large table whole',
    value: withScans.length,
    unit: 'count',
    goal: '0',
    met: withScans.length === 0,
    numbers: withScans.length
      ? withScans.map((finding) => `${finding.route}: ${finding.large.join(', ')}`).join('; ')
      : `none of ${seqScanFindings.length} routes`,
  });
  notes.push(
    'EXPLAIN keeps the statements a route runs on each of its calls (what also runs with no request, such as the job poller, is left out); a sequential scan on a small table is what PostgreSQL picks whatever the indexes.',
  );
  return plans;
}

async function report(run: {
  started: Date;
  sha: string;
  short: string;
  dirty: boolean;
  cores: number;
  load: number;
}) {
  print();
  print(`Results (${run.cores} cores; load average now ${fmt(loadavg()[0] ?? 0, 2)})`);
  const rows = figures.map((f) => [
    f.met === null ? '–' : f.met ? 'ok' : 'MISS',
    f.figure,
    f.value === null
      ? '–'
      : f.unit === 'ms'
        ? `${fmt(f.value, 1)} ms`
        : f.unit === 'count'
          ? fmt(f.value)
          : fmt(f.value, 3),
    f.goal,
    f.numbers,
  ]);
  const header = ['', 'figure', 'value', 'goal', 'absolute numbers'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join(' │ ');
  print(line(header));
  print(widths.map((w) => '─'.repeat(Math.min(w, 60))).join('─┼─'));
  for (const row of rows) print(line(row));
  for (const note of notes) print(`note: ${note}`);

  const file = join(
    ROOT,
    'bench/results',
    `${run.started.toISOString().replace(/[:]/g, '-').replace(/\..*/, '')}-${run.short}.json`,
  );
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        started: run.started.toISOString(),
        commit: run.sha,
        uncommittedChanges: run.dirty,
        cores: run.cores,
        loadAverage: { before: run.load, after: loadavg()[0] },
        cpu: cpus()[0]?.model,
        node: process.version,
        server: forjaEntry().compiled ? 'compiled' : 'tsx',
        options: {
          quick: options.quick,
          only: options.only ?? null,
          duration: DURATION,
          connections: CONNECTIONS,
        },
        figures,
        notes,
        measurements,
      },
      null,
      2,
    )}\n`,
  );
  print(`written to ${file.slice(ROOT.length + 1)}`);
}

/** Stops what the bench started and drops its databases, whatever happened. */
async function cleanUp(): Promise<void> {
  await stopAll();
  const databases = [...databasesToDrop];
  databasesToDrop.clear();
  for (const database of databases) {
    await database.drop().catch((error: unknown) => console.error(`could not drop ${database.name}:`, error));
  }
}

const interrupted = () => {
  void cleanUp().finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

main().catch(async (error: unknown) => {
  console.error('bench failed:', error);
  await cleanUp();
  process.exit(1);
});

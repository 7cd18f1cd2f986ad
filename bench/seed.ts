import pg from 'pg';

/** A database the bench created for itself on a PostgreSQL server, dropped at the end. */
export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** Where the bench creates its databases: TEST_DATABASE_URL, else DATABASE_URL's server, else the local one. */
export function postgresServerUrl(): string {
  return (
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs `work` on one connection to `url`, then closes it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `forja_bench_<pid>` (with `_<suffix>` when given) on the server, or answers why it cannot (no server,
 * no rights).
 */
export async function createBenchDatabase(suffix?: string): Promise<BenchDatabase | { unavailable: string }> {
  const serverUrl = postgresServerUrl();
  const name = `forja_bench_${process.pid}${suffix ? `_${suffix}` : ''}`;
  try {
    await withClient(serverUrl, async (client) => {
      await client.query(`drop database if exists ${name}`);
      await client.query(`create database ${name}`);
    });
  } catch (error) {
    return { unavailable: `${new URL(serverUrl).host}: ${(error as Error).message}` };
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** The e-mail of the seeded owner of company number `index` (1-based). */
export const seededOwnerEmail = (index: number) => `bench.owner.${index}@example.mx`;

/**
 * Adds seeded companies `from`..`to` (1-based, inclusive) straight in SQL: per company one owner (with the
 * given password hash, confirmed), one legal name, 3 partners (the owner first) and 10 partner documents
 * (4 + 3 + 3). 100 000 companies give 300 000 partners and 1 000 000 documents.
 */
export async function seedCompanies(
  url: string,
  from: number,
  to: number,
  passwordHash: string,
): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('begin');
    const before = await client.query<{ company: string; partner: string }>(
      `select coalesce((select max(id) from companies), 0) as company,
              coalesce((select max(id) from partners), 0) as partner`,
    );
    const { company: lastCompany, partner: lastPartner } = before.rows[0] ?? { company: '0', partner: '0' };
    await client.query(
      `insert into users (email, password_hash, first_names, last_names, phone, phone_country_code, language, is_confirmed)
       select 'bench.owner.' || i || '@example.mx', $3, 'Ana', 'Bench ' || i, '5512345678', '52', 'es', true
       from generate_series($1::int, $2::int) i`,
      [from, to, passwordHash],
    );
    await client.query(
      `insert into companies (user_id, friendly_id, name, company_type, type_society, legal_representation)
       select u.id, 'bench-' || i, 'Bench ' || i, 'sas', 'Sociedad por Acciones Simplificada', true
       from generate_series($1::int, $2::int) i
       join users u on lower(u.email) = 'bench.owner.' || i || '@example.mx'
       order by i`,
      [from, to],
    );
    await client.query(
      `insert into denominations (company_id, name, priority)
       select c.id, c.name, 1 from companies c where c.id > $1`,
      [lastCompany],
    );
    await client.query(
      `insert into partners (company_id, user_id, email, name, first_name, last_name, nationalities,
                             accept_terms_conditions, invitation_accepted)
       select c.id, case when k = 1 then c.user_id end,
              case when k = 1 then 'bench.owner.' || substr(c.friendly_id, 7) || '@example.mx'
                   else 'bench.partner.' || c.id || '.' || k || '@example.mx' end,
              'Socio ' || k, 'Socio', k::text, '["MX"]'::jsonb, true, k = 1
       from companies c cross join generate_series(1, 3) k
       where c.id > $1
       order by c.id, k`,
      [lastCompany],
    );
    await client.query(
      `insert into partner_documents (partner_id, type, storage_key, file_name, content_type, size_bytes)
       select p.id, t.type, 'bench/' || p.id || '/' || t.type, t.type || '.pdf', 'application/pdf', 1024
       from partners p
       join (values ('national_identity', 1), ('national_identity_back', 2), ('address', 3), ('CFI', 4))
         as t(type, n) on t.n <= case when p.name = 'Socio 1' then 4 else 3 end
       where p.id > $1
       order by p.id, t.n`,
      [lastPartner],
    );
    await client.query('commit');
    // What autovacuum would do in the next minutes (statistics, visibility, hint bits), done now so it
    // does not run during the measurements.
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
  });
}

/** The password hash of an account (the bench founder's), so seeded owners sign in with the same password. */
export async function passwordHashOf(url: string, email: string): Promise<string> {
  return withClient(url, async (client) => {
    const result = await client.query<{ password_hash: string }>(
      'select password_hash from users where lower(email) = lower($1)',
      [email],
    );
    const hash = result.rows[0]?.password_hash;
    if (!hash) throw new Error(`No password hash for ${email}`);
    return hash;
  });
}

/** Row counts of the seeded tables, to print beside the scale figures. */
export async function tableCounts(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const result = await client.query<{
      users: string;
      companies: string;
      partners: string;
      documents: string;
    }>(
      `select (select count(*) from users) as users, (select count(*) from companies) as companies,
              (select count(*) from partners) as partners, (select count(*) from partner_documents) as documents`,
    );
    const row = result.rows[0];
    return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
  });
}

/**
 * Asks PostgreSQL to log the plan of every statement run on the bench database (auto_explain), for
 * connections opened from now on. Answers where the server log is, or why plans cannot be read.
 */
export async function enableQueryPlans(
  serverUrl: string,
  database: string,
): Promise<{ logFile: string } | { unavailable: string }> {
  try {
    return await withClient(serverUrl, async (client) => {
      const current = await client.query<{ file: string | null; version: string }>(
        `select pg_current_logfile() as file, current_setting('server_version_num') as version`,
      );
      const row = current.rows[0];
      const major = Math.floor(Number(row?.version ?? 0) / 10000);
      const logFile = row?.file ?? `/var/log/postgresql/postgresql-${major}-main.log`;
      await client.query(`select pg_stat_file($1)`, [logFile]);
      await client.query(`alter database ${database} set session_preload_libraries = 'auto_explain'`);
      await client.query(`alter database ${database} set auto_explain.log_min_duration = 0`);
      await client.query(`alter database ${database} set auto_explain.log_format = 'text'`);
      return { logFile };
    });
  } catch (error) {
    return { unavailable: (error as Error).message };
  }
}

/** The server log's size now (where the next plans start). */
export async function logSize(serverUrl: string, logFile: string): Promise<number> {
  return withClient(serverUrl, async (client) => {
    const result = await client.query<{ size: string }>(`select (pg_stat_file($1)).size as size`, [logFile]);
    return Number(result.rows[0]?.size ?? 0);
  });
}

export type QueryPlan = { query: string; seqScans: { table: string; rows: number }[] };

/** The job poller's statements: they run on a timer, not for the request being explained. */
const BACKGROUND_QUERY = /^update "jobs" set "attempts"/;

/** The plans auto_explain logged for `database` since `offset`: each query and the tables it scanned whole. */
export async function plansSince(
  serverUrl: string,
  logFile: string,
  database: string,
  offset: number,
  databaseUrl: string,
): Promise<QueryPlan[]> {
  const text = await withClient(serverUrl, async (client) => {
    const size = await logSize(serverUrl, logFile);
    const result = await client.query<{ text: string }>(`select pg_read_file($1, $2, $3) as text`, [
      logFile,
      offset,
      Math.max(0, size - offset),
    ]);
    return result.rows[0]?.text ?? '';
  });
  const rows = await withClient(databaseUrl, async (client) => {
    const result = await client.query<{ relname: string; reltuples: number }>(
      `select relname, reltuples::float8 as reltuples from pg_class where relkind = 'r'`,
    );
    return new Map(result.rows.map((row) => [row.relname, Math.max(0, Number(row.reltuples))]));
  });
  // Entries start with the log line prefix (a timestamp); plan lines that follow are indented.
  const entries = text.split(/\n(?=\d{4}-\d{2}-\d{2} )/);
  return entries
    .filter((entry) => entry.includes(`@${database} `) && entry.includes('plan:'))
    .map((entry) => {
      const query = /Query Text: ([^\n]*)/.exec(entry)?.[1]?.trim() ?? '';
      const tables = [...new Set([...entry.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] ?? ''))];
      return { query, seqScans: tables.map((table) => ({ table, rows: rows.get(table) ?? 0 })) };
    })
    .filter((plan) => !BACKGROUND_QUERY.test(plan.query));
}

/** Stops logging plans on the bench database. */
export async function disableQueryPlans(serverUrl: string, database: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    await client.query(`alter database ${database} reset session_preload_libraries`);
    await client.query(`alter database ${database} reset auto_explain.log_min_duration`);
    await client.query(`alter database ${database} reset auto_explain.log_format`);
  });
}

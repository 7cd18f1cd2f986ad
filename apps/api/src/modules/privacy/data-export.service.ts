import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { DataExport } from '@forja/contracts';
import { parseLanguage } from '@forja/domain';
import { zipSync, type Zippable } from 'fflate';
import { notFound } from '../../http/errors';
import { createSignedLinks } from '../../http/signed-links';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../providers/mail/mailer';
import type { Storage } from '../../providers/storage/storage';
import { dataExportReadyEmail } from './privacy-emails';
import type { DataExportRow, PrivacyRepository } from './privacy.repository';

export const DATA_EXPORT_JOB = 'privacy-data-export';
/** How long one download link works; the account page asks for a fresh one each time it is shown. */
export const DATA_EXPORT_LINK_TTL_SECONDS = 15 * 60;
const LINK_AUDIENCE = 'forja-data-export';

type Log = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** Files already compressed (images, PDFs, videos) are stored as they are; JSON is deflated. */
const STORED = { level: 0 } as const;

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';

/**
 * ARCO access: a person's copy of everything Forja holds about them, as a zip built by a background job (a
 * JSON file per entity and the original files they uploaded), with its progress on the row, delivered by a
 * short-lived signed link and announced by e-mail; removed once it expires.
 */
export function createDataExports(deps: {
  repository: PrivacyRepository;
  storage: Storage;
  jobs: JobQueue;
  mailer: Mailer;
  appUrl: string;
  secret: Uint8Array;
  ttlHours: number;
  clock: () => Date;
  log: () => Log;
}) {
  const { repository, storage } = deps;
  const links = createSignedLinks(deps.secret, LINK_AUDIENCE);

  async function linkFor(row: DataExportRow, now: Date): Promise<string> {
    const token = await links.sign(
      { e: row.id },
      { expiry: { now, ttlSeconds: DATA_EXPORT_LINK_TTL_SECONDS } },
    );
    return `/api/v3/privacy/data-exports/${token}`;
  }

  async function view(row: DataExportRow, now: Date): Promise<DataExport> {
    const downloadable = row.status === 'ready' && row.expires_at !== null && row.expires_at > now;
    return {
      id: row.id,
      status: row.status === 'ready' && !downloadable ? 'expired' : (row.status as DataExport['status']),
      progress: row.progress,
      created_at: row.created_at.toISOString(),
      finished_at: row.finished_at?.toISOString() ?? null,
      expires_at: row.expires_at?.toISOString() ?? null,
      size_bytes: row.size_bytes,
      download_url: downloadable ? await linkFor(row, now) : null,
    };
  }

  /** Gathers the person's data, step by step, writing the progress on the row as it goes. */
  async function collect(row: DataExportRow): Promise<Zippable> {
    const userId = row.user_id;
    const user = await repository.findUser(userId);
    if (!user) throw new Error('the account no longer exists');
    const owned = await repository.ownedCompanies(userId);
    const partnerRecords = await repository.partnerRecordsOf(userId);
    const partnerIds = partnerRecords.map((partner) => partner.id);
    const ownedIds = owned.map((company) => company.id);
    const memberOf = await repository.companiesByIds(
      [...new Set(partnerRecords.map((partner) => partner.company_id))].filter(
        (id) => !ownedIds.includes(id),
      ),
    );
    const { password_hash, google_subject, failed_logins, last_failed_login_at, ...account } = user;
    void password_hash;
    void failed_logins;
    void last_failed_login_at;
    const entries: Zippable = {
      'README.txt': new TextEncoder().encode(
        [
          'Forja — copy of your personal data (LFPDPPP, right of access)',
          `Account: ${user.email}`,
          `Prepared: ${deps.clock().toISOString()}`,
          '',
          'Each JSON file holds one kind of record; files/ holds the documents you uploaded, as you uploaded them.',
          'Questions: privacidad@forja.mx',
          '',
        ].join('\n'),
      ),
      'account.json': json({ ...account, signs_in_with_google: google_subject !== null }),
    };
    await repository.updateExport(row.id, { progress: 15 });

    entries['companies.json'] = json({
      owned: owned.map((company) => ({ ...company })),
      member_of: memberOf,
      legal_name_proposals: await repository.denominationsOf(ownedIds),
    });
    entries['partner_records.json'] = json({
      partners: partnerRecords,
      shares: await repository.sharesOf(partnerIds),
    });
    await repository.updateExport(row.id, { progress: 30 });

    entries['consents.json'] = json(await repository.consentsOf(userId));
    entries['support_requests.json'] = json(await repository.supportRequestsOf(userId));
    entries['appointments.json'] = json(await repository.appointmentsOf(userId, ownedIds));
    entries['orders.json'] = json(await repository.ordersOf(userId));
    entries['campaigns.json'] = json(await repository.utmInteractionsOf(userId));
    entries['analytics_events.json'] = json(await repository.analyticsEventsOf(userId));
    entries['privacy_requests.json'] = json(await repository.privacyRequestsOf(userId));
    await repository.updateExport(row.id, { progress: 45 });

    const files: { path: string; key: string }[] = [
      ...(await repository.partnerDocumentsOf(partnerIds)).map((document) => ({
        path: `files/partner-${document.partner_id}/${document.type}.${extensionOf(document.file_name)}`,
        key: document.storage_key,
      })),
      ...(await repository.identityVerificationsOf(partnerIds)).flatMap((check) =>
        check.video_key
          ? [
              {
                path: `files/partner-${check.partner_id}/identity-video-${check.id}.${extensionOf(check.video_key)}`,
                key: check.video_key,
              },
            ]
          : [],
      ),
      ...(await repository.companyDocumentsUploadedBy(userId)).map((document) => ({
        path: `files/company-${document.company_id}/${document.type}.${extensionOf(document.file_name)}`,
        key: document.storage_key,
      })),
    ];
    for (const [index, file] of files.entries()) {
      const stream = await storage.get(file.key);
      if (stream) entries[file.path] = [new Uint8Array(await buffer(stream)), STORED];
      await repository.updateExport(row.id, { progress: 45 + Math.floor((45 * (index + 1)) / files.length) });
    }
    return entries;
  }

  async function build(exportId: number): Promise<void> {
    const row = await repository.findExport(exportId);
    if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
    await repository.updateExport(row.id, { status: 'running', progress: 5 });
    try {
      const zip = zipSync(await collect(row), { level: 6 });
      const key = `exports/${row.user_id}/${randomUUID()}.zip`;
      await storage.put(key, Buffer.from(zip));
      const now = deps.clock();
      const expiresAt = new Date(now.getTime() + deps.ttlHours * 3_600_000);
      await repository.updateExport(row.id, {
        status: 'ready',
        progress: 100,
        storage_key: key,
        size_bytes: zip.byteLength,
        expires_at: expiresAt,
        finished_at: now,
      });
      const user = await repository.findUser(row.user_id);
      if (user) {
        const language = parseLanguage(user.language) ?? 'es';
        const content = await dataExportReadyEmail({
          language,
          name: user.first_names,
          link: `${deps.appUrl.replace(/\/$/, '')}/${language}/account#my-data`,
          expiresAt,
        });
        await deps.mailer.send({ to: user.email, ...content });
      }
    } catch (error) {
      // Not retried on its own: the person sees the failure and asks again.
      deps.log().error({ err: error, export: row.id }, 'the data export could not be built');
      await repository.updateExport(row.id, { status: 'failed', finished_at: deps.clock() });
    }
  }

  deps.jobs.register(DATA_EXPORT_JOB, async (payload) => {
    if (typeof payload.exportId === 'number') await build(payload.exportId);
  });

  return {
    /** Starts a new export, or answers the one under way. */
    async request(userId: number): Promise<DataExport> {
      const now = deps.clock();
      const latest = await repository.latestExport(userId);
      if (latest && (latest.status === 'queued' || latest.status === 'running')) return view(latest, now);
      const row = await repository.insertExport(userId, now);
      await deps.jobs.enqueue(DATA_EXPORT_JOB, { exportId: row.id });
      return view(row, now);
    },

    async latest(userId: number): Promise<DataExport | null> {
      const row = await repository.latestExport(userId);
      return row && view(row, deps.clock());
    },

    /** The zip behind a download link; a lapsed link or an expired export answers 404 data_export_unavailable. */
    async open(token: string) {
      const now = deps.clock();
      const payload = await links.read(token, now);
      const id = typeof payload?.e === 'number' ? payload.e : null;
      const row = id === null ? null : await repository.findExport(id);
      const downloadable =
        row?.status === 'ready' && row.storage_key && row.expires_at && row.expires_at > now;
      const stream = downloadable && row.storage_key ? await storage.get(row.storage_key) : null;
      if (!row || !stream) throw notFound('data_export_unavailable');
      const day = row.created_at.toISOString().slice(0, 10);
      return { stream, fileName: `forja-mis-datos-${day}.zip` };
    },

    /** Removes the zips whose time is up; answers how many. */
    async removeExpired(now: Date): Promise<number> {
      const expired = await repository.expiredExports(now);
      for (const row of expired) {
        if (row.storage_key) await storage.delete(row.storage_key);
        await repository.updateExport(row.id, { status: 'expired', storage_key: null });
      }
      return expired.length;
    },

    build,
  };
}
export type DataExports = ReturnType<typeof createDataExports>;

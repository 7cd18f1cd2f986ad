import type { Storage } from '../providers/storage/storage';
import type { JobQueue } from './job-queue';
import type { StoredFileKeysRepository } from './stored-file-keys.repository';

export const ORPHAN_FILES_JOB = 'sweep-orphan-files';
/**
 * Files younger than this are left alone: an upload in flight has written its file and not yet its row, and a
 * `.part` file may still be being written.
 */
export const ORPHAN_FILE_GRACE_MS = 10 * 60_000;
/** How often the sweep runs after the one at start. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes what a crash leaves in storage: files no row points to (written, then the process died before the
 * row), and `.part` files of writes that never finished. It runs as a job of the queue: at start, then every
 * hour, rescheduling itself.
 */
export function createOrphanFileSweep(deps: {
  storage: Storage;
  files: StoredFileKeysRepository;
  jobs: JobQueue;
  clock: () => Date;
}) {
  /**
   * One pass; answers the removed keys. Ages are measured on the wall clock, as the files' times are (not on
   * the app's clock, which tests move).
   */
  async function sweep(now: Date = new Date()): Promise<string[]> {
    const settled = (await deps.storage.list()).filter(
      (file) => now.getTime() - file.modifiedAt.getTime() > ORPHAN_FILE_GRACE_MS,
    );
    const finished = settled.filter((file) => !file.partial).map((file) => file.key);
    // Rows are read after the files are listed, so a row written meanwhile still keeps its file.
    const referenced = await deps.files.referenced(finished);
    const orphans = [
      ...settled.filter((file) => file.partial).map((file) => file.key),
      ...finished.filter((key) => !referenced.has(key)),
    ];
    for (const key of orphans) await deps.storage.delete(key);
    return orphans;
  }

  deps.jobs.register(ORPHAN_FILES_JOB, async () => {
    await sweep();
    return { runAgainAt: new Date(deps.clock().getTime() + ORPHAN_SWEEP_EVERY_MS) };
  });

  return {
    sweep,
    /** Makes the sweep due now (at start); it then keeps rescheduling itself. */
    schedule: () => deps.jobs.schedule(ORPHAN_FILES_JOB),
  };
}
export type OrphanFileSweep = ReturnType<typeof createOrphanFileSweep>;

import { randomBytes } from 'node:crypto';
import { readStream } from '../../providers/storage/read-stream';
import { identifiesByPassport, partnerMissingDocuments } from '@forja/domain';
import type { Database } from '../../db/database';
import { AppError, badRequest } from '../../http/errors';
import type { JobOutcome, JobQueue } from '../../jobs/job-queue';
import {
  IDENTITY_VERIFICATION_JOB,
  type IdentityDocumentType,
  type IdentityProvider,
  type IdentityStatus,
} from '../../providers/identity/identity';
import { SELFIE_VIDEO_TYPES } from '../../providers/identity/sandbox';
import type { Storage } from '../../providers/storage/storage';
import type { IdentityVerificationRepository } from './identity-verification.repository';
import type { PartnerDocumentRow, PartnerDocumentsRepository } from './partner-documents.repository';
import type { UploadReader } from './partner-documents.service';
import type { PartnerActor, PartnersService } from './partners.service';
import type { PartnersRepository } from './partners.repository';

const INE_SIDES: IdentityDocumentType[] = ['national_identity', 'national_identity_back'];
const ID_TYPES: IdentityDocumentType[] = [...INE_SIDES, 'passport'];

/**
 * The ID images a check sends: both INE sides when both are there (and not rejected), else the passport. A
 * partner without Mexican nationality (identifiesByPassport) is checked by the passport only.
 */
export function identityImagesOf(
  rows: readonly PartnerDocumentRow[],
  options: { passportOnly?: boolean } = {},
): PartnerDocumentRow[] {
  const usable = rows.filter((row) => row.rejection_category === null);
  const ine = !options.passportOnly && INE_SIDES.every((type) => usable.some((row) => row.type === type));
  return usable.filter((row) => (ine ? (INE_SIDES as string[]).includes(row.type) : row.type === 'passport'));
}

/**
 * Identity verification (the spec's mati_verification / mati_status): the selfie video is stored, a Pending
 * check and its job are written in one transaction, and the job queue runs the provider's check.
 */
export function createIdentityVerificationService(deps: {
  db: Database;
  partnersService: PartnersService;
  partners: PartnersRepository;
  repository: IdentityVerificationRepository;
  /** The partner's ID images, which the check sends. */
  documents: PartnerDocumentsRepository;
  storage: Storage;
  provider: IdentityProvider;
  jobs: JobQueue;
  clock: () => Date;
  /** Told when a partner's identity is verified (the draft articles may have waited for it). */
  identityVerified?: (companyId: number) => Promise<void>;
}) {
  const { repository, storage, provider } = deps;

  async function readFile(key: string, contentType: string, fileName: string) {
    const stream = await storage.get(key);
    return stream ? { data: await readStream(stream), contentType, fileName } : null;
  }

  /** The job: asks the provider, then records its decision (or when to ask again). */
  async function runCheck(payload: Record<string, unknown>): Promise<JobOutcome> {
    const verification = await repository.findVerification(Number(payload.verification_id));
    if (!verification || verification.status !== 'Pending') return;
    const partner = await deps.partners.findById(verification.partner_id);
    if (!partner) return;
    const outcome = await provider.check({
      verificationId: verification.id,
      reference: verification.provider_reference,
      person: {
        name: partner.name,
        first_name: partner.first_name,
        last_name: partner.last_name,
        nationalities: partner.nationalities,
      },
      files: async () => {
        const images = identityImagesOf(await deps.documents.documentsOf(partner.id), {
          passportOnly: identifiesByPassport(partner),
        });
        const documents = [];
        for (const row of images) {
          const file = await readFile(row.storage_key, row.content_type, row.file_name);
          if (file) documents.push({ type: row.type as IdentityDocumentType, file });
        }
        // The key ends in the extension found by content when the video was received (webm or mp4).
        const videoName = verification.video_key?.split('/').pop() ?? null;
        const video =
          verification.video_key && videoName
            ? await readFile(verification.video_key, `video/${videoName.split('.').pop()}`, videoName)
            : null;
        return { video, documents };
      },
    });
    const now = deps.clock();
    if (outcome.status === 'Pending') {
      await repository.updatePendingVerification(verification.id, {
        provider_reference: outcome.reference,
        updated_at: now,
      });
      return { runAgainAt: new Date(now.getTime() + outcome.checkAgainInMs) };
    }
    await repository.updatePendingVerification(verification.id, {
      status: outcome.status,
      provider_reference: outcome.reference,
      updated_at: now,
    });
    // The decision is recorded: a failure to render the draft now must not run the check again (the signing
    // page renders it when a partner opens it).
    if (outcome.status === 'Approved')
      await deps.identityVerified?.(partner.company_id).catch(() => undefined);
  }

  deps.jobs.register(IDENTITY_VERIFICATION_JOB, runCheck);

  return {
    /**
     * Queues a check of the partner's identity: the ID images must be uploaded (no_identity_documents_found),
     * and the request must carry the selfie video (selfie_video_required).
     */
    async queue(actor: PartnerActor, partnerId: number, readVideo: UploadReader) {
      const row = await deps.partnersService.requirePartnerActor(actor, partnerId);
      const partner = (await deps.partnersService.partnersOf(row.company_id)).find((p) => p.id === partnerId);
      const missing = partner ? partnerMissingDocuments(partner) : ID_TYPES;
      if (missing.some((type) => (ID_TYPES as string[]).includes(type)))
        throw badRequest('no_identity_documents_found');
      const images = identityImagesOf(await deps.documents.documentsOf(partnerId), {
        passportOnly: partner ? identifiesByPassport(partner) : false,
      });
      if (images.some((image) => !provider.acceptsDocument(image.content_type)))
        throw badRequest('metamap_validation_error');
      const video = await readVideo(SELFIE_VIDEO_TYPES);
      if (!video) throw badRequest('selfie_video_required');

      const key = `partners/${partnerId}/selfie-${randomBytes(8).toString('hex')}.${video.extension}`;
      const now = deps.clock();
      try {
        await storage.put(key, video.data);
      } catch {
        throw new AppError(503, 'failed_to_queue_identity_verification');
      }
      try {
        const verification = await deps.db.transaction(async (t) => {
          const inserted = await repository.insertVerification(
            {
              partner_id: partnerId,
              provider: provider.kind,
              status: 'Pending',
              video_key: key,
              created_at: now,
              updated_at: now,
            },
            t,
          );
          await deps.jobs.enqueue(
            IDENTITY_VERIFICATION_JOB,
            { verification_id: inserted.id },
            { runAt: new Date(now.getTime() + provider.firstRunDelayMs), tx: t },
          );
          return inserted;
        });
        return {
          verification_id: verification.id,
          status: 'Pending' as const,
          code: 'identity_verification_queued_successfully',
        };
      } catch {
        await storage.delete(key).catch(() => undefined);
        throw new AppError(503, 'failed_to_queue_identity_verification');
      }
    },

    /** The latest check's status, for the analyzing_data page to poll. */
    async latest(actor: PartnerActor, partnerId: number) {
      await deps.partnersService.requirePartnerActor(actor, partnerId, { edit: false });
      const verification = await repository.latestVerification(partnerId);
      return {
        verification_id: verification?.id ?? null,
        status: (verification?.status ?? null) as IdentityStatus | null,
      };
    },

    runCheck,
  };
}
export type IdentityVerificationService = ReturnType<typeof createIdentityVerificationService>;

/**
 * The identity provider interface (the spec's mati_verification / mati_status): a selfie video and the
 * partner's ID images go to a provider, which decides whether the person is who the documents say.
 * Two implementations: `sandbox` (offline, decides by the documented test words) and `metamap` (MetaMap's API).
 */

/** The statuses of an identity check, as the company profile's mati_status carries them. */
export type IdentityStatus = 'Pending' | 'Approved' | 'Reject' | 'Denied';

/** The ID images a check sends: both sides of the voter card (INE), or a passport. */
export type IdentityDocumentType = 'national_identity' | 'national_identity_back' | 'passport';

export type IdentityFile = { data: Buffer; contentType: string; fileName: string };

export type IdentityCheckInput = {
  /** Forja's id of the check, sent to the provider as metadata. */
  verificationId: number;
  /** What the provider answered when the check was submitted; null on the first run. */
  reference: string | null;
  person: { name: string; first_name: string | null; last_name: string | null; nationalities: string[] };
  /** Reads the video and the ID images from storage, only when the provider needs them. */
  files: () => Promise<{
    video: IdentityFile | null;
    documents: { type: IdentityDocumentType; file: IdentityFile }[];
  }>;
};

/** A decision, or "ask again later" with the reference that names the check at the provider. */
export type IdentityOutcome =
  | { status: Exclude<IdentityStatus, 'Pending'>; reference: string | null }
  | { status: 'Pending'; reference: string; checkAgainInMs: number };

export type IdentityProvider = {
  kind: 'sandbox' | 'metamap';
  /** How long after the video is sent the check first runs (the sandbox's pretend processing time). */
  firstRunDelayMs: number;
  /** Whether the provider can read an ID image of this content type (MetaMap reads photos, not PDFs). */
  acceptsDocument: (contentType: string) => boolean;
  /** Runs (or continues) a check. Throwing means "try again later": the job queue retries with backoff. */
  check: (input: IdentityCheckInput) => Promise<IdentityOutcome>;
};

/** The job kind that runs identity checks. */
export const IDENTITY_VERIFICATION_JOB = 'identity_verification';

import { fileTypeFromBuffer } from 'file-type';
import type { IdentityCheckInput, IdentityOutcome, IdentityProvider } from './identity';

/**
 * The documented test words: a partner whose name contains one of them (any case, accents ignored) is Denied
 * by the sandbox. Every other partner with a readable video and ID images is Approved.
 */
export const SANDBOX_DENIED_WORDS = ['Denegado', 'Denied'] as const;

export const SELFIE_VIDEO_TYPES = ['video/webm', 'video/mp4'] as const;

const comparable = (value: string | null) =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Whether the sandbox denies this person: a test word in the name, first name or last name. */
export function isSandboxDeniedName(person: IdentityCheckInput['person']): boolean {
  const text = [person.name, person.first_name, person.last_name].map(comparable).join(' ');
  return SANDBOX_DENIED_WORDS.some((word) => text.includes(comparable(word)));
}

/**
 * Forja's offline identity provider. It does the checks it can do without a face-matching service: the
 * video must be in storage and really be a WebM or MP4 video, and the ID images (both INE sides, or a
 * passport) must be there — otherwise the check is rejected (Reject). Then the name decides: Denied for the
 * test words, Approved otherwise.
 */
export function createSandboxIdentity(options: { delayMs: number }): IdentityProvider {
  return {
    kind: 'sandbox',
    firstRunDelayMs: options.delayMs,
    acceptsDocument: () => true,
    async check(input): Promise<IdentityOutcome> {
      const reference = `sandbox-${input.verificationId}`;
      const { video, documents } = await input.files();
      const detected = video ? await fileTypeFromBuffer(video.data) : undefined;
      const readableVideo =
        detected !== undefined && (SELFIE_VIDEO_TYPES as readonly string[]).includes(detected.mime);
      const types = new Set(documents.map((document) => document.type));
      const identityImages =
        types.has('passport') || (types.has('national_identity') && types.has('national_identity_back'));
      if (!readableVideo || !identityImages) return { status: 'Reject', reference };
      return { status: isSandboxDeniedName(input.person) ? 'Denied' : 'Approved', reference };
    },
  };
}

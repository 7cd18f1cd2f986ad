import { COMMISSARY_IDENTITY_PATH, commissaryVerificationSchema } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath } from './commissary-paths';

export type CommissaryIdentityFiles = { front: File; back: File; video: Blob };

/**
 * POST commissary/identity/company/{id}: the ID's front and back (JPEG, PNG or PDF) and the selfie video in one
 * multipart form; the server queues the check with the identity provider.
 */
export async function sendCommissaryIdentity(
  companyId: number,
  files: CommissaryIdentityFiles,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('front', files.front, files.front.name);
  form.append('back', files.back, files.back.name);
  const extension = files.video.type.includes('mp4') ? 'mp4' : 'webm';
  form.append('video', files.video, `selfie.${extension}`);
  await apiRequest(commissaryPath(COMMISSARY_IDENTITY_PATH, companyId), {
    body: form,
    onProgress,
    schema: commissaryVerificationSchema,
  });
}

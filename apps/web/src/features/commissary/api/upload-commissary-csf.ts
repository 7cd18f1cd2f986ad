import { UPLOAD_COMMISSARY_CSF_PATH, commissaryVerificationSchema } from '@forja/contracts';
import { apiRequest } from '../../../lib/api-client';
import { commissaryPath } from './commissary-paths';

/**
 * POST upload-commissary-csf/company/{id}: the constancia de situación fiscal (PDF) in the field `image`, and
 * the commissary's RFC in `rfc` (the one the founder gave, or the commissary's correction).
 */
export async function uploadCommissaryCsf(
  companyId: number,
  file: File,
  rfc: string,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('rfc', rfc);
  form.append('image', file, file.name);
  await apiRequest(commissaryPath(UPLOAD_COMMISSARY_CSF_PATH, companyId), {
    body: form,
    onProgress,
    schema: commissaryVerificationSchema,
  });
}

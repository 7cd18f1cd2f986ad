import { UPLOAD_COMMISSARY_CSF_PATH } from '@forja/contracts';
import { uploadRequest } from '../../../lib/upload';
import { commissaryPath } from './commissary-paths';

/** POST upload-commissary-csf/company/{id}: the constancia de situación fiscal (PDF) in the field `image`. */
export async function uploadCommissaryCsf(
  companyId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('image', file, file.name);
  await uploadRequest<unknown>(commissaryPath(UPLOAD_COMMISSARY_CSF_PATH, companyId), form, { onProgress });
}

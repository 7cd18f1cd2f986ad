import { uploadLimit } from '../../lib/upload-limit';

type FileFacts = Pick<File, 'type' | 'name' | 'size'>;

const isPdf = (file: FileFacts) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
const isImage = (file: FileFacts) =>
  ['image/jpeg', 'image/png'].includes(file.type) || (file.type === '' && /\.(jpe?g|png)$/i.test(file.name));

/**
 * A quick answer in the browser, by declared type or name (the server decides by the file's content):
 * 'format' when the kind of file is wrong, 'size' when it is too big, null when it may be sent.
 */
export function fileProblem(kind: 'id_image' | 'pdf', file: FileFacts): 'format' | 'size' | null {
  if (!(isPdf(file) || (kind === 'id_image' && isImage(file)))) return 'format';
  if (file.size > uploadLimit().bytes) return 'size';
  return null;
}

export const ACCEPT_ID_IMAGE = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';
export const ACCEPT_PDF = 'application/pdf,.pdf';

import { DEFAULT_UPLOAD_MAX_BYTES } from '@forja/contracts/upload-limits';
import { afterEach, describe, expect, it } from 'vitest';
import { fileProblem } from '../features/partners/partner-documents';
import { setUploadLimit, uploadLimit } from './upload-limit';

const MB = 1024 * 1024;
const pdf = (size: number) => ({ type: 'application/pdf', name: 'acta.pdf', size });

afterEach(() => setUploadLimit(DEFAULT_UPLOAD_MAX_BYTES));

describe('the upload limit', () => {
  it('is the default until the server says otherwise', () => {
    expect(uploadLimit()).toEqual({ bytes: 10 * MB, megabytes: 10 });
  });

  it("follows the server's limit: the fields refuse what it would, and the texts name it", () => {
    setUploadLimit(25 * MB);
    expect(uploadLimit().megabytes).toBe(25);
    expect(fileProblem('address', pdf(20 * MB))).toBeNull();
    setUploadLimit(5 * MB);
    expect(fileProblem('address', pdf(6 * MB))).toBe('size');
    expect(fileProblem('address', pdf(5 * MB))).toBeNull();
  });

  it('names a limit under 10 MB to one decimal, never rounded up past it', () => {
    setUploadLimit(Math.round(1.55 * MB));
    expect(uploadLimit().megabytes).toBe(1.5);
    setUploadLimit(512 * 1024);
    expect(uploadLimit().megabytes).toBe(0.5);
  });

  it('ignores a value that is no size', () => {
    setUploadLimit(0);
    setUploadLimit(Number.NaN);
    expect(uploadLimit().bytes).toBe(DEFAULT_UPLOAD_MAX_BYTES);
  });
});

import { describe, expect, it } from 'vitest';
import { fileSizeError } from './upload-limit';

describe('comment file size limit', () => {
  const max = 10 * 1024 * 1024;
  it('accepts files up to upload_max_filesize', () => {
    expect(fileSizeError(null, max)).toBeNull();
    expect(fileSizeError({ name: 'a.png', size: max }, max)).toBeNull();
  });
  it('names the file and the limit when it is larger', () => {
    expect(fileSizeError({ name: 'big.pdf', size: max + 1 }, max)).toBe('big.pdf is larger than the 10 MB upload limit.');
  });
});

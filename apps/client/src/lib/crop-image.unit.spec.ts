import { describe, expect, it } from '@jest/globals';
import { dataUrlToBlob, isImageFile } from './crop-image';

describe('dataUrlToBlob', () => {
  it('decodes a base64 data URL without fetch (the CSP blocks data: in connect-src)', async () => {
    const blob = dataUrlToBlob(
      `data:image/png;base64,${Buffer.from('PNGDATA').toString('base64')}`,
    );
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer()).toString()).toBe('PNGDATA');
  });
});

describe('isImageFile', () => {
  it('accepts only files whose type starts with image/', () => {
    expect(isImageFile({ type: 'image/jpeg' } as File)).toBe(true);
    expect(isImageFile({ type: 'application/pdf' } as File)).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });
});

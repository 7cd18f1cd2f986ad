import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { decodeJpeg, decodePng, jpegWithGps, pngChunk, pngChunkTypes, pngWithText } from '../test/images';
import { stripImageMetadata } from './image-metadata';

/** What exifr reads that a camera wrote: Exif, GPS, XMP, IPTC (not the JFIF header or colour profile). */
const METADATA = {
  tiff: true,
  exif: true,
  gps: true,
  interop: true,
  xmp: true,
  iptc: true,
  jfif: false,
  icc: false,
  ihdr: false,
};

describe('stripImageMetadata', () => {
  it('removes Exif (GPS, camera, date) and comments from a JPEG, which still decodes to the same picture', async () => {
    const original = jpegWithGps({ comment: 'Calle Falsa 123' });
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(19.43, 1) as number });

    const stripped = stripImageMetadata(original, 'image/jpeg');

    expect(stripped).not.toBeNull();
    const clean = stripped as Buffer;
    expect(await exifr.parse(clean, METADATA)).toBeUndefined();
    expect(clean.includes('ForjaPhone')).toBe(false);
    expect(clean.includes('Calle Falsa')).toBe(false);
    expect((await fileTypeFromBuffer(clean))?.mime).toBe('image/jpeg');
    const before = decodeJpeg(original);
    const after = decodeJpeg(clean);
    expect([after.width, after.height]).toEqual([16, 8]);
    expect(Buffer.from(after.data).equals(Buffer.from(before.data))).toBe(true);
  });

  it('keeps only the orientation of a rotated phone photo, without the position', async () => {
    const clean = stripImageMetadata(jpegWithGps({ orientation: 6 }), 'image/jpeg') as Buffer;

    expect(await exifr.parse(clean, METADATA)).toEqual({ Orientation: 'Rotate 90 CW' });
    expect(await exifr.gps(clean)).toBeUndefined();
    expect(decodeJpeg(clean).width).toBe(16);
  });

  it('drops what follows the end of a JPEG (an appended motion-photo video)', () => {
    const original = Buffer.concat([jpegWithGps(), Buffer.from('ftypmp42 appended video')]);

    const clean = stripImageMetadata(original, 'image/jpeg') as Buffer;

    expect(clean.includes('ftypmp42')).toBe(false);
    expect(clean.subarray(-2).toString('hex')).toBe('ffd9');
  });

  it('removes text, Exif and time chunks from a PNG and keeps its colour profile', () => {
    const original = pngWithText();
    const withMore = Buffer.concat([
      original.subarray(0, 33),
      pngChunk('sRGB', Buffer.from([0])),
      pngChunk('eXIf', Buffer.from('MM\0*\0\0\0\x08\0\0', 'latin1')),
      pngChunk('tIME', Buffer.from([7, 234, 11, 20, 10, 30, 0])),
      original.subarray(33),
    ]);
    expect(pngChunkTypes(withMore)).toEqual(
      expect.arrayContaining(['tEXt', 'iTXt', 'eXIf', 'tIME', 'sRGB']) as string[],
    );

    const clean = stripImageMetadata(withMore, 'image/png') as Buffer;

    expect(pngChunkTypes(clean)).toEqual(['IHDR', 'sRGB', 'IDAT', 'IEND']);
    expect(clean.includes('19.4326')).toBe(false);
    const image = decodePng(clean);
    expect([image.width, image.height]).toEqual([8, 4]);
  });

  it('refuses a JPEG whose segments do not follow the format, and leaves other files as they are', () => {
    const broken = Buffer.from('ffd8ffe000104a464946000101000001000100002a2a2a2a', 'hex');
    expect(stripImageMetadata(broken, 'image/jpeg')).toBeNull();
    const pdf = Buffer.from('%PDF-1.4\n%Exif GPS\n%%EOF\n');
    expect(stripImageMetadata(pdf, 'application/pdf')).toBe(pdf);
  });
});

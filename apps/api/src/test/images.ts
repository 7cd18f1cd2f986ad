import { crc32 } from 'node:zlib';
import jpeg from 'jpeg-js';
import piexif from 'piexifjs';
import { PNG } from 'pngjs';

/** Real, decodable pictures as a phone would upload them, with the metadata the upload must remove. */

const pixels = (width: number, height: number) =>
  Buffer.from(
    Array.from({ length: width * height * 4 }, (_, index) => (index % 4 === 3 ? 255 : (index * 37) % 256)),
  );

/** A JPEG (16×8) carrying Exif with a GPS position in Mexico City, the camera and, when asked, an orientation. */
export function jpegWithGps(options: { orientation?: number; comment?: string } = {}): Buffer {
  const plain = Buffer.from(jpeg.encode({ data: pixels(16, 8), width: 16, height: 8 }, 90).data);
  const exif = piexif.dump({
    '0th': {
      [piexif.ImageIFD.Make]: 'ForjaPhone',
      [piexif.ImageIFD.Model]: 'Model X',
      ...(options.orientation ? { [piexif.ImageIFD.Orientation]: options.orientation } : {}),
    },
    Exif: { [piexif.ExifIFD.DateTimeOriginal]: '2026:11:20 10:30:00' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: [
        [19, 1],
        [25, 1],
        [4200, 100],
      ],
      [piexif.GPSIFD.GPSLongitudeRef]: 'W',
      [piexif.GPSIFD.GPSLongitude]: [
        [99, 1],
        [7, 1],
        [3000, 100],
      ],
    },
  });
  const withExif = Buffer.from(piexif.insert(exif, plain.toString('binary')), 'binary');
  if (!options.comment) return withExif;
  const comment = Buffer.from(options.comment, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  // A comment right before the end of the image, where the walk meets it after the scan.
  return Buffer.concat([withExif.subarray(0, -2), segment, comment, withExif.subarray(-2)]);
}

/** A PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG (8×4) with a tEXt chunk (a location note) and an iTXt chunk, right after its header. */
export function pngWithText(text = 'GPS 19.4326,-99.1332 Ciudad de México'): Buffer {
  const image = new PNG({ width: 8, height: 4 });
  image.data = pixels(8, 4);
  const plain = PNG.sync.write(image);
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([
    plain.subarray(0, ihdrEnd),
    pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`Description\0\0\0\0\0${text}`, 'utf8')),
    plain.subarray(ihdrEnd),
  ]);
}

/** The types of a PNG's chunks, in order. */
export function pngChunkTypes(data: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= data.length; at += 12 + data.readUInt32BE(at)) {
    types.push(data.toString('latin1', at + 4, at + 8));
  }
  return types;
}

export const decodeJpeg = (data: Buffer) => jpeg.decode(data, { useTArray: true });
export const decodePng = (data: Buffer) => PNG.sync.read(data);

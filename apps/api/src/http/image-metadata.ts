/**
 * Data minimisation for uploaded images: what a camera or phone writes beside the picture — Exif
 * (GPS position, device, date), XMP, IPTC, comments, embedded thumbnails, text chunks — is removed before the
 * file is stored. The picture itself is not re-encoded: JPEG segments and PNG chunks are walked by their
 * structure and only those needed to show the image are kept (an allow-list, so an unknown metadata block
 * goes too).
 *
 * Kept: the image data, its colour profile (JPEG APP2 ICC_PROFILE, PNG iCCP/sRGB/gAMA/cHRM/cICP), the JFIF
 * header and Adobe APP14 (needed to decode CMYK/YCCK colours right). The one Exif fact kept is the JPEG
 * orientation: phones store portrait photos sideways and flag them, and an ID photo shown on its side is worse
 * than useless; it is written back as a bare Exif block holding nothing else. A PNG's eXIf orientation is
 * rarely set and is dropped with the rest. Bytes after the end of the image (phones append "motion photo"
 * videos and secondary pictures there) are dropped.
 *
 * Only JPEG and PNG are handled: an upload route that allows another image type must add it here first
 * (`readUpload` refuses image types this module cannot clean).
 */

export const STRIPPABLE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The image without its metadata; null when the file does not follow its format's structure. */
export function stripImageMetadata(data: Buffer, mime: string): Buffer | null {
  if (mime === 'image/jpeg') return stripJpeg(data);
  if (mime === 'image/png') return stripPng(data);
  return data;
}

export function canStripImage(mime: string): boolean {
  return (STRIPPABLE_IMAGE_TYPES as readonly string[]).includes(mime);
}

// --- JPEG -------------------------------------------------------------------------------------------------

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

const startsWith = (segment: Buffer, ascii: string) =>
  segment.subarray(4, 4 + ascii.length).equals(Buffer.from(ascii, 'latin1'));

/** Markers with no length field: TEM and the restart markers. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Segments kept: everything that is not an application block or a comment, and the three that decoding needs. */
function keepsJpegSegment(marker: number, segment: Buffer): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0) return startsWith(segment, 'JFIF\0');
  if (marker === APP2) return startsWith(segment, 'ICC_PROFILE\0');
  if (marker === APP14) return startsWith(segment, 'Adobe');
  return false;
}

/** The Exif orientation (1–8) of an APP1 Exif segment; 1 (as stored) when absent or unreadable. */
function exifOrientation(segment: Buffer): number {
  if (!startsWith(segment, 'Exif\0\0')) return 1;
  const tiff = segment.subarray(10);
  if (tiff.length < 8) return 1;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 1;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const at = ifd + 2 + index * 12;
    if (at + 12 > tiff.length) return 1;
    if (u16(at) === 0x0112 && u16(at + 2) === 3) {
      const value = u16(at + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 Exif segment holding only the orientation (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(34, 2);
  segment.write('Exif\0\0MM\0\x2a', 4, 'latin1');
  segment.writeUInt32BE(8, 14); // IFD0 right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20); // Orientation
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24); // count
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next IFD
  return segment;
}

/** Where the entropy-coded data that follows a SOS segment ends: at the first marker that is not a restart. */
function endOfScan(data: Buffer, from: number): number {
  let at = from;
  while (at < data.length) {
    if (data[at] !== 0xff || at + 1 >= data.length) {
      at += 1;
      continue;
    }
    const next = data[at + 1] ?? 0;
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at += 2;
    else return at;
  }
  return data.length;
}

function stripJpeg(data: Buffer): Buffer | null {
  if (data.length < 2 || data[0] !== 0xff || data[1] !== SOI) return null;
  const kept: Buffer[] = [data.subarray(0, 2)];
  /** Where a bare orientation block goes: after SOI and the JFIF header that must come first. */
  let headerEnd = 1;
  let orientation = 1;
  let at = 2;
  while (at < data.length) {
    if (data[at] !== 0xff) return null;
    if (at + 1 >= data.length) break;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // a fill byte before the marker
      continue;
    }
    if (marker === EOI) {
      kept.push(data.subarray(at, at + 2));
      break; // anything after the end of the image is dropped
    }
    if (isStandalone(marker)) {
      kept.push(data.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > data.length) {
      kept.push(data.subarray(at)); // a truncated file: its last marker, without a length
      break;
    }
    const length = data.readUInt16BE(at + 2);
    if (length < 2) return null;
    const end = Math.min(at + 2 + length, data.length);
    const segment = data.subarray(at, end);
    if (keepsJpegSegment(marker, segment)) {
      kept.push(segment);
      if (marker === APP0 && kept.length === 2) headerEnd = 2;
    } else if (marker === APP1 && orientation === 1) {
      orientation = exifOrientation(segment);
    }
    at = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(data, at);
      kept.push(data.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  if (orientation !== 1) kept.splice(headerEnd, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}

// --- PNG --------------------------------------------------------------------------------------------------

const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

/** Ancillary chunks needed to show the image as drawn (colour, transparency, pixel size, animation). */
const PNG_RENDERING_CHUNKS = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

/** Critical chunks (upper-case first letter: IHDR, PLTE, IDAT, IEND) are always kept; of the rest, only those above. */
function keepsPngChunk(type: string): boolean {
  const first = type.charCodeAt(0);
  return (first >= 0x41 && first <= 0x5a) || PNG_RENDERING_CHUNKS.has(type);
}

function stripPng(data: Buffer): Buffer | null {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [PNG_SIGNATURE];
  let at = 8;
  while (at < data.length) {
    if (at + 8 > data.length) {
      kept.push(data.subarray(at)); // a truncated file: keep what is left of it
      break;
    }
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const end = Math.min(at + 12 + length, data.length);
    if (keepsPngChunk(type)) kept.push(data.subarray(at, end));
    at = end;
    if (type === 'IEND') break; // anything after the end of the image is dropped
  }
  return Buffer.concat(kept);
}

import { createHash } from 'node:crypto';
import path from 'node:path';
import { apiError, type AppError, type Upload } from '@rr/server-kit';
import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';

/**
 * The checks every rider file goes through (spec §5 "png or jpg, up to 10 MB"): the type is read from the
 * content (file-type's magic numbers), never from the name or the declared type — and a file whose name or declared
 * type says something else than its content is refused as a lie (a PDF or a GIF renamed `.png`). The 10 MB limit is
 * the upload reader's (413 UPLOAD_TOO_LARGE while it streams).
 */

type SharpFactory = typeof Sharp;
let sharpLoaded: Promise<SharpFactory> | undefined;
/**
 * sharp (libvips), loaded with the first picture: it weighs ~30 MB and a second of start-up that a service handling
 * no upload never needs. libvips caches operations for repeated work on the same images; a service sees each file
 * once, so its cache is off.
 */
function loadSharp(): Promise<SharpFactory> {
  return (sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

/** Pictures larger than this many pixels are refused before they are decoded (a small file can unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** What a media type is called in messages: format names read the same in every locale. */
const LABELS: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'application/pdf': 'PDF',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'image/avif': 'AVIF',
  'image/bmp': 'BMP',
  'image/tiff': 'TIFF',
  'image/svg+xml': 'SVG',
  'text/plain': 'text',
  'text/csv': 'CSV',
  'text/html': 'HTML',
  'application/zip': 'ZIP',
};

/** File name extensions that name a type, and that type. */
const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  jfif: 'image/jpeg',
  pdf: 'application/pdf',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  csv: 'text/csv',
  htm: 'text/html',
  html: 'text/html',
  zip: 'application/zip',
};

/** Old and vendor spellings of the same types, as browsers and tools declare them. */
const TYPE_ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'application/x-pdf': 'application/pdf',
};

const labelOf = (type: string): string => LABELS[type] ?? type.split('/').pop()?.toUpperCase() ?? type;

function canonical(type: string): string {
  const bare = (type.split(';')[0] ?? '').trim().toLowerCase();
  return TYPE_ALIASES[bare] ?? bare;
}

/** The types the upload claims to be: by its name's extension and by the part's Content-Type (generic ones say nothing). */
export function declaredTypes(upload: Pick<Upload, 'name' | 'mimeType'>): string[] {
  const claimed = new Set<string>();
  const extension = path.extname(upload.name.split(/[\\/]/).pop() ?? '').slice(1).toLowerCase();
  const byName = EXTENSION_TYPES[extension];
  if (byName) claimed.add(byName);
  const declared = canonical(upload.mimeType);
  if (declared && declared !== 'application/octet-stream' && declared !== 'binary/octet-stream') claimed.add(declared);
  return [...claimed];
}

/** A file whose content was identified: its media type and the extension its stored name gets. */
export interface CheckedFile {
  bytes: Buffer;
  mime: string;
  ext: string;
  sha256: string;
}

/**
 * The content type of `upload` if it is one of `allowed`, else the refusal: 400 FILE_EMPTY, FILE_TYPE_MISMATCH
 * (`{ declared, actual }`) when the name or declared type names another type than the content, else `refuse(detected)`
 * for content that is not allowed (`detected` null when file-type does not recognise it).
 */
export async function checkFileType(upload: Pick<Upload, 'bytes' | 'name' | 'mimeType'>, allowed: readonly string[], refuse: (detected: string | null) => AppError): Promise<CheckedFile> {
  if (upload.bytes.length === 0) throw apiError('FILE_EMPTY');
  const detected = await fileTypeFromBuffer(upload.bytes);
  if (detected) {
    const lie = declaredTypes(upload).find((type) => type !== detected.mime);
    if (lie) throw apiError('FILE_TYPE_MISMATCH', { declared: labelOf(lie), actual: labelOf(detected.mime) });
  }
  if (!detected || !allowed.includes(detected.mime)) throw refuse(detected?.mime ?? null);
  return { bytes: upload.bytes, mime: detected.mime, ext: detected.ext, sha256: createHash('sha256').update(upload.bytes).digest('hex') };
}

/** The refusal of a picture upload (documents, photos): FILE_IMAGE_TYPE for another picture format, else FILE_NOT_IMAGE. */
export function pictureRefusal(detected: string | null): AppError {
  return detected?.startsWith('image/') ? apiError('FILE_IMAGE_TYPE', { type: labelOf(detected) }) : apiError('FILE_NOT_IMAGE');
}

/** A sharp pipeline for an uploaded picture: errors (truncated data, corrupt chunks) fail it; huge pictures are refused. */
export async function openPicture(bytes: Buffer): Promise<ReturnType<SharpFactory>> {
  const sharp = await loadSharp();
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
}

/**
 * Decodes the whole picture once (documents are kept as sent, so staff must be able to open them): 400
 * FILE_IMAGE_BROKEN if it cannot be (truncated, corrupt). Read into a small thumbnail, which streams through the
 * picture in a few tens of MB even at the pixel limit (a full-size pass such as `stats()` holds it all).
 */
export async function assertPictureOpens(bytes: Buffer): Promise<void> {
  // Outside the try: sharp failing to load is the service's fault (500), not the file's.
  const picture = await openPicture(bytes);
  try {
    await picture.resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw apiError('FILE_IMAGE_BROKEN');
  }
}

/**
 * A rider photo as it is kept: turned upright by its EXIF orientation, cut to `size` × `size` (cover, centred),
 * re-encoded as JPEG without any metadata (EXIF, GPS, camera) — the only photo bytes ever stored or served.
 */
export async function resizePhoto(bytes: Buffer, size: number): Promise<Buffer> {
  const picture = await openPicture(bytes);
  try {
    return await picture.rotate().resize(size, size, { fit: 'cover', position: 'centre' }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch {
    throw apiError('FILE_IMAGE_BROKEN');
  }
}

/** A file name safe to keep and to send back in a download header: no path, no control or quote characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"\\<>|:*?'.includes(c))
    .join('')
    .trim()
    .slice(0, 150);
  return base || fallback;
}

/** `Content-Disposition` for a stored file: ASCII fallback name plus the UTF-8 one (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

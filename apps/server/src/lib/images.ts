import os from 'node:os';
import type { fileTypeFromBuffer as FileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { LIMITS } from '@noite/shared';
import { AppError } from './errors.ts';
import { limiter } from './limiter.ts';

/** sharp (libvips, ~12 MB) and file-type are loaded on the first upload: most processes never take one (issue 16). */
type ImageLibraries = readonly [typeof Sharp, typeof FileTypeFromBuffer];
let imageLibraries: Promise<ImageLibraries> | undefined;
function loadImageLibraries(): Promise<ImageLibraries> {
  imageLibraries ??= Promise.all([import('sharp'), import('file-type')]).then(([{ default: sharp }, fileType]) => {
    // Every upload is a new image: libvips' operation cache (up to 50 MB) would only hold memory (decision 027).
    sharp.cache(false);
    return [sharp, fileType.fileTypeFromBuffer] as const;
  });
  return imageLibraries;
}
/** Decoding a photo takes tens of MB: one per core at a time, the others wait holding only their bytes. */
const reencodeSlot = limiter(Math.max(1, os.availableParallelism()));

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Refuse decompression bombs: 40 megapixels is far above any phone photo we need. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageOptions {
  maxWidth: number;
  maxHeight: number;
}

/**
 * Judges the type by the bytes (never by name or header), then re-encodes to WebP: the output holds
 * no EXIF/GPS metadata and nothing the client sent is served as-is.
 */
export async function reencodeImage(bytes: Buffer, options: ImageOptions): Promise<Buffer> {
  if (bytes.length > LIMITS.imageMaxBytes) throw new AppError(413, 'api.imageTooLarge');
  const [sharp, fileTypeFromBuffer] = await loadImageLibraries();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError(415, 'api.notAnImage');
  try {
    return await reencodeSlot(() =>
      sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize({ width: options.maxWidth, height: options.maxHeight, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    throw new AppError(400, 'api.imageInvalid');
  }
}

import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LIMITS } from '@noite/shared';
import { AppError } from './errors.ts';

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
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new AppError(415, 'api.notAnImage');
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: options.maxWidth, height: options.maxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError(400, 'api.imageInvalid');
  }
}

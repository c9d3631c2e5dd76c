import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageWithExif } from '../../test/files.ts';
import { AppError } from './errors.ts';
import { reencodeImage } from './images.ts';

const box = { maxWidth: 512, maxHeight: 512 };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('reencodeImage', () => {
  it.each(['png', 'jpeg'] as const)('turns a %s into a WebP within the box, without EXIF', async (format) => {
    const input = await imageWithExif(format, 1024, 768);
    const output = await reencodeImage(input, box);
    const metadata = await sharp(output).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(512);
    expect(metadata.height).toBe(384);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
  });

  it('accepts WebP, GIF and AVIF input, and never enlarges', async () => {
    const small = sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } });
    for (const bytes of [
      await small.clone().webp().toBuffer(),
      await small.clone().gif().toBuffer(),
      await small.clone().avif().toBuffer(),
    ]) {
      const metadata = await sharp(await reencodeImage(bytes, box)).metadata();
      expect(metadata.format).toBe('webp');
      expect([metadata.width, metadata.height]).toEqual([40, 30]);
    }
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#000' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const metadata = await sharp(await reencodeImage(rotated, box)).metadata();
    expect([metadata.width, metadata.height]).toEqual([20, 60]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('judges the type by the bytes: text, SVG, PDF and empty input answer 415', async () => {
    for (const bytes of [
      Buffer.from('hello, this is text pretending to be a png'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      Buffer.alloc(0),
    ]) {
      const error = await failure(reencodeImage(bytes, box));
      expect([error.status, error.messageKey]).toEqual([415, 'api.notAnImage']);
    }
  });

  it('answers 413 over 5,000,000 bytes', async () => {
    const error = await failure(reencodeImage(Buffer.alloc(5_000_001), box));
    expect([error.status, error.messageKey]).toEqual([413, 'api.imageTooLarge']);
  });

  it('answers 400 for a truncated image', async () => {
    const png = await imageWithExif('png', 200, 200);
    const error = await failure(reencodeImage(png.subarray(0, 200), box));
    expect([error.status, error.messageKey]).toEqual([400, 'api.imageInvalid']);
  });

  it('refuses a decompression bomb (a small file claiming over 40 megapixels)', async () => {
    // A real 1×1 PNG whose header is rewritten to claim 8000×6000 pixels: cheap to make, refused before decoding.
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(8000, 16);
    bomb.writeUInt32BE(6000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    const header = await sharp(bomb).metadata();
    expect([header.width, header.height]).toEqual([8000, 6000]);
    const error = await failure(reencodeImage(bomb, box));
    expect([error.status, error.messageKey]).toEqual([400, 'api.imageInvalid']);
  });
});

import { Writable } from 'node:stream';
import sharp from 'sharp';

export interface UploadFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body for app.inject, built with the platform's FormData encoder. */
export async function multipart(
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** EXIF a phone photo could carry, including a GPS position, to check uploads are stripped of it. */
export const SECRET_EXIF = {
  IFD0: { Copyright: 'Noite test secret', Artist: 'Secret Artist', Make: 'SecretPhone', Model: 'X1' },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
};

/** A real image of `format` with EXIF metadata (a gradient so it is not trivially small). */
export async function imageWithExif(format: 'png' | 'jpeg', width = 800, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = x % 256;
      pixels[offset + 1] = y % 256;
      pixels[offset + 2] = (x + y) % 256;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif(SECRET_EXIF);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** Collects everything a pino logger writes, one JSON line per entry. */
export function captureLogs(): { stream: Writable; text(): string; entries(): Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = () => chunks.join('');
  return {
    stream,
    text,
    entries: () =>
      text()
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

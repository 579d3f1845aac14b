import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { fieldError } from './errors';

export const IMAGE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

/** The image type from the file's first bytes; the client's name and MIME type are not trusted. */
export function detectImageType(data: Buffer): ImageExt | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('ascii', 0, 6))) return 'gif';
  return null;
}

/** Checks an uploaded image and returns its type, or a 422 on `field`. */
export function requireImage(file: { buffer: Buffer } | undefined, field: string): ImageExt {
  if (!file) throw fieldError(field, 'file_required');
  const type = detectImageType(file.buffer);
  if (!type) throw fieldError(field, 'file_type');
  return type;
}

/** Writes a file under DATA_DIR/uploads/<folder> with a random name; returns its path relative to uploads. */
export async function storeUpload(dataDir: string, folder: string, data: Buffer, ext: string): Promise<string> {
  const dir = join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await writeFile(join(dir, name), data);
  return `${folder}/${name}`;
}

export async function removeUpload(dataDir: string, relativePath: string | null): Promise<void> {
  if (!relativePath) return;
  const path = normalize(join(dataDir, 'uploads', relativePath));
  if (!path.startsWith(normalize(join(dataDir, 'uploads')))) return;
  await unlink(path).catch(() => undefined);
}

import type { FontFormat } from '@eventdesk/shared';

/**
 * The font format from the file's first four bytes (the sfnt version): 00 01 00 00 or 'true' is
 * TrueType, 'OTTO' is OpenType with CFF outlines. The client's file name and MIME type are not trusted.
 */
export function detectFontFormat(data: Buffer): FontFormat | null {
  if (data.length < 4) return null;
  const tag = data.subarray(0, 4);
  if (tag.equals(Buffer.from([0x00, 0x01, 0x00, 0x00])) || tag.toString('latin1') === 'true') return 'ttf';
  if (tag.toString('latin1') === 'OTTO') return 'otf';
  return null;
}

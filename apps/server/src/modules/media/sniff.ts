// What an uploaded file really is, from its first bytes (its name and the browser's type are never trusted):
// PNG, JPEG, WebP or GIF. Anything else — SVG (which can carry script), HTML, a text file called .png — is
// not a picture here.
import { MEDIA_TYPES, type MediaExtension } from '@zhiyuan/contracts';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SIGNATURES: { ext: MediaExtension; test: (bytes: Uint8Array) => boolean }[] = [
  { ext: 'png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { ext: 'jpg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { ext: 'gif', test: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { ext: 'webp', test: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
];

/** The picture type of `bytes`, or null when they are not a PNG, JPEG, WebP or GIF. */
export function sniffImage(bytes: Uint8Array): { ext: MediaExtension; contentType: string } | null {
  const found = SIGNATURES.find((s) => s.test(bytes));
  return found ? { ext: found.ext, contentType: MEDIA_TYPES[found.ext] } : null;
}

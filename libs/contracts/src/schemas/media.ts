/**
 * Pictures staff upload for content, the carousel, QR codes and college logos: PNG, JPEG, WebP or GIF (told
 * from the file's first bytes, never its name or the browser's type; SVG is refused, as it can carry script),
 * at most 2 MiB, kept in the database by their SHA-256 and served at `/media/<sha256>.<ext>` for a year.
 */
import * as z from 'zod';
import { MEDIA_URL_PATTERN } from '../content/blocks.ts';
import { labelled } from '../fields.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';

/** Largest picture an upload accepts. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

/** The picture types accepted, by the extension their URL ends with. */
export const MEDIA_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

/** The URL of a stored picture, as an upload answered it (`/media/<sha256>.<ext>`). */
export const mediaUrlSchema = labelled(
  '图片',
  z.string({ error: M.mediaUrlInvalid }).trim().regex(MEDIA_URL_PATTERN, { error: M.mediaUrlInvalid }),
);

/** `POST /api/admin/media/upload` → where the picture is served, and what it is. */
export const mediaUploadData = z.object({
  url: z.string().regex(MEDIA_URL_PATTERN),
  sha256: z.string(),
  contentType: z.enum(Object.values(MEDIA_TYPES) as [string, ...string[]]),
  bytes: z.number().int().positive(),
});
export type MediaUpload = z.output<typeof mediaUploadData>;

// The upload: the bytes must be a picture (sniffed), at most MEDIA_MAX_BYTES (the call layer refuses more
// with 100413); they are stored by their SHA-256 and the answer is their URL. The file's name is never used.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Clock } from '../../lib/time.ts';
import { sniffImage } from './sniff.ts';
import { storeMedia } from './store.ts';

export const MEDIA_MESSAGES = {
  notAnImage: '只能上传 PNG、JPEG、WebP 或 GIF 图片（按文件内容识别，SVG 等其他格式不可上传）',
  noFile: '请选择要上传的图片',
  notFound: '图片不存在',
} as const;

export function mediaHandlers(db: Kysely<DB>, now: Clock): Pick<CallHandlers, 'uploadMedia'> {
  return {
    uploadMedia: async ({ auth, upload, audit }) => {
      if (!upload) throw fieldError('file', MEDIA_MESSAGES.noFile);
      const type = sniffImage(upload.bytes);
      if (!type) throw fieldError('file', MEDIA_MESSAGES.notAnImage);
      const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
      const url = `/media/${sha256}.${type.ext}`;
      await db.transaction().execute(async (trx) => {
        const added = await storeMedia(trx, {
          sha256,
          ext: type.ext,
          contentType: type.contentType,
          bytes: upload.bytes,
          createdBy: auth.userId,
          now: now(),
        });
        await audit(trx, {
          targetType: 'media',
          targetId: sha256,
          summary: `上传图片 ${url}（${upload.bytes.length} 字节${added ? '' : '，与已有图片相同'}）`,
        });
      });
      return { url, sha256, contentType: type.contentType, bytes: upload.bytes.length };
    },
  };
}

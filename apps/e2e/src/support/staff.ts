// Staff for the e2e tests: a person registered the usual way, then given a staff role in the server's
// throw-away database (what `npm run cli -- create-admin` or 用户管理 does), signed in to the back office
// (`clientType: 2`), and the back office's calls made with that session — uploads as multipart/form-data.
import { deflateSync } from 'node:zlib';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext } from '@playwright/test';
import { encryptPassword, registerAccount, uniquePhone } from './accounts.ts';
import { currentDatabaseFile } from './e2e-server.ts';

export interface Staff {
  token: string;
  /** GET a back-office call; fails the test unless the server answers errorCode 0. */
  get<T>(path: string): Promise<T>;
  /** POST a back-office call; fails the test unless the server answers errorCode 0. */
  post<T>(path: string, data: unknown): Promise<T>;
  /** Uploads a picture to the media store; resolves with its /media/… address. */
  upload(name: string, bytes: Buffer): Promise<string>;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post' | 'get']>>): Promise<T> {
  const body = (await response.json()) as { errorCode: string; message: string; data: T };
  expect(body.errorCode, body.message).toBe('0');
  return body.data;
}

const STAFF_NAMES = { editor: '编辑', admin: '管理员', teacher: '张老师' } as const;

/** Gives the account `roles` in the server's throw-away database (what 用户管理 does). */
export function setRoles(phone: string, roles: readonly string[]): void {
  const db = new DatabaseSync(currentDatabaseFile());
  try {
    db.prepare('update users set roles = ? where phone = ?').run(JSON.stringify(roles), phone);
  } finally {
    db.close();
  }
}

/** A new staff member holding `role`, signed in to the back office (with `account`'s phone and password). */
export async function signInStaff(
  request: APIRequestContext,
  role: 'editor' | 'admin' | 'teacher',
  account: { phone: string; password: string } = { phone: uniquePhone(), password: 'Staff2026ok' },
): Promise<Staff> {
  const { phone, password } = account;
  await registerAccount(request, phone, password, STAFF_NAMES[role]);
  setRoles(phone, [role]);
  const { token } = await data<{ token: string }>(
    await request.post('/api/user/login', {
      data: { phone, password: await encryptPassword(request, password), clientType: 2 },
    }),
  );
  const headers = { token, client: 'admin' };
  return {
    token,
    get: async <T>(path: string) => data<T>(await request.get(path, { headers })),
    post: async <T>(path: string, body: unknown) =>
      data<T>(await request.post(path, { headers, data: body })),
    upload: async (name, bytes) => {
      const { url } = await data<{ url: string }>(
        await request.post('/api/admin/media/upload', {
          headers,
          multipart: { file: { name, mimeType: 'image/png', buffer: bytes } },
        }),
      );
      return url;
    },
  };
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real PNG of `width`×`height` in one colour (each call with another colour is another picture). */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { envelope, envelopeSchema, fail, isSuccess, ok } from './envelope.ts';

describe('envelope', () => {
  const userEnvelope = envelope(z.object({ name: z.string() }));

  it('accepts a success body with data and a failure body without', () => {
    expect(userEnvelope.parse({ errorCode: '0', message: '操作成功', data: { name: '张三' } })).toEqual({
      errorCode: '0',
      message: '操作成功',
      data: { name: '张三' },
    });
    expect(userEnvelope.parse({ errorCode: '100401', message: '请先登录' })).toEqual({
      errorCode: '100401',
      message: '请先登录',
    });
  });

  it('rejects a body whose data does not match, or without errorCode / message', () => {
    expect(userEnvelope.safeParse({ errorCode: '0', message: '', data: { name: 1 } }).success).toBe(false);
    expect(envelopeSchema.safeParse({ message: 'x' }).success).toBe(false);
    expect(envelopeSchema.safeParse({ errorCode: 0, message: 'x' }).success).toBe(false);
    expect(envelopeSchema.safeParse({ errorCode: '0' }).success).toBe(false);
  });

  it('builds success and failure bodies', () => {
    expect(ok({ a: 1 })).toEqual({ errorCode: '0', message: '操作成功', data: { a: 1 } });
    expect(fail('100404', '不存在')).toEqual({ errorCode: '100404', message: '不存在' });
    expect(isSuccess(ok(null))).toBe(true);
    expect(isSuccess(fail('100500', 'x'))).toBe(false);
  });
});

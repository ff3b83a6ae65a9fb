import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.env).toBe('development');
    expect(c.siteDist).toBe(path.resolve(import.meta.dirname, '../../site/dist'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('names every invalid variable in Chinese', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', NODE_ENV: 'staging' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('环境变量 PORT 无效');
    expect(message).toContain('环境变量 NODE_ENV 无效');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT.*1 到 65535/);
  });
});

describe('loadConfig: database, Redis, SMS and captchas', () => {
  it('defaults to the SQLite file var/zhiyuan.db at the repository root', () => {
    const c = loadConfig({});
    expect(c.databaseUrl).toBe(`file:${path.resolve(import.meta.dirname, '../../../var/zhiyuan.db')}`);
    expect(c.redisUrl).toBeUndefined();
    expect(c.sms).toEqual({ driver: 'outbox', signature: '志愿填报' });
    expect(c.captchaEnabled).toBe(true);
    expect(c.trustProxy).toBe(false);
  });

  it('resolves a relative SQLite path against the repository root and keeps PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'file:var/other.db' }).databaseUrl).toBe(
      `file:${path.resolve(import.meta.dirname, '../../../var/other.db')}`,
    );
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/x.db' }).databaseUrl).toBe('file:/tmp/x.db');
    const pg = 'postgres://app:pw@db.example:5432/zhiyuan';
    expect(loadConfig({ DATABASE_URL: pg }).databaseUrl).toBe(pg);
  });

  it('configures the webhook driver, and requires its URL', () => {
    const c = loadConfig({
      SMS_DRIVER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      SMS_WEBHOOK_SECRET: 'a-very-long-secret',
    });
    expect(c.sms).toEqual({
      driver: 'webhook',
      signature: '志愿填报',
      webhookUrl: 'https://sms.example/send',
      webhookSecret: 'a-very-long-secret',
    });
    expect(() => loadConfig({ SMS_DRIVER: 'webhook' })).toThrow(
      /环境变量 SMS_WEBHOOK_URL 无效：SMS_DRIVER=webhook 时必须设置短信网关地址/,
    );
  });

  it('refuses to turn captchas off in production', () => {
    expect(loadConfig({ CAPTCHA_ENABLED: 'false' }).captchaEnabled).toBe(false);
    expect(() => loadConfig({ CAPTCHA_ENABLED: 'false', NODE_ENV: 'production' })).toThrow(
      '环境变量 CAPTCHA_ENABLED 无效：生产环境（NODE_ENV=production）不允许关闭图形验证码',
    );
    expect(loadConfig({ CAPTCHA_ENABLED: 'true', NODE_ENV: 'production' }).captchaEnabled).toBe(true);
  });

  it('names every wrong value in Chinese', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL 无效：应为 file:<路径>（SQLite）或 postgres/],
      [{ DATABASE_URL: 'file:' }, /DATABASE_URL 无效/],
      [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL 无效：应为 redis:\/\//],
      [{ SMS_DRIVER: 'aliyun' }, /SMS_DRIVER 无效：应为 outbox 或 webhook/],
      [{ SMS_DRIVER: 'webhook', SMS_WEBHOOK_URL: 'ftp://x' }, /SMS_WEBHOOK_URL 无效：应为 http/],
      [{ SMS_WEBHOOK_SECRET: 'short' }, /SMS_WEBHOOK_SECRET 无效：至少 16 个字符/],
      [{ CAPTCHA_ENABLED: 'nope' }, /CAPTCHA_ENABLED 无效：应为 true 或 false/],
      [{ TRUST_PROXY: 'a;b' }, /TRUST_PROXY 无效/],
      [{ PUBLIC_ORIGIN: 'zhiyuan.example.cn' }, /PUBLIC_ORIGIN 无效：应为网站的公开地址/],
      [{ PUBLIC_ORIGIN: 'https://zhiyuan.example.cn/site' }, /PUBLIC_ORIGIN 无效：应为网站的公开地址/],
      [{ PUBLIC_ORIGIN: 'ftp://zhiyuan.example.cn' }, /PUBLIC_ORIGIN 无效/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });

  it('reads TRUST_PROXY as a switch or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('reads PUBLIC_ORIGIN as an origin without its trailing slash, and leaves it unset by default', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://zhiyuan.example.cn/' }).publicOrigin).toBe(
      'https://zhiyuan.example.cn',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://10.0.0.5:8080' }).publicOrigin).toBe('http://10.0.0.5:8080');
  });
});

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

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedFile } from './prerender.ts';

describe('prerender', () => {
  it('files a page by its path, and refuses what is not a plain page path', () => {
    expect(prerenderedFile('/policy/simulate')).toBe(path.join('prerendered', 'policy', 'simulate.html'));
    expect(prerenderedFile('/home')).toBe(path.join('prerendered', 'home.html'));
    for (const bad of ['/', 'home', '/data/../x', '/college/:id', '/home?x=1'])
      expect(() => prerenderedFile(bad), bad).toThrow(/not a page path/);
  });
});

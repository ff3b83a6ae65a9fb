import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate, prerenderedFile } from './prerender.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head><title>高考志愿填报系统</title><script type="module" src="/assets/index-1.js"></script></head>
  <body>
    <div id="root"></div>
    <noscript>请启用 JavaScript 以使用本站。</noscript>
  </body>
</html>`;

describe('prerender', () => {
  it('puts the first view into #root and its title into <title>, escaped', () => {
    const html = fillTemplate(TEMPLATE, {
      html: '<main><h1>模拟填报</h1></main>',
      title: '模拟填报 - A&B <学校>',
    });
    expect(html).toContain('<div id="root"><main><h1>模拟填报</h1></main></div>');
    expect(html).toContain('<title>模拟填报 - A&amp;B &lt;学校&gt;</title>');
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(html).toContain('<noscript>');
  });

  it('refuses a template without an empty #root or a title', () => {
    expect(() =>
      fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), {
        html: '',
        title: 't',
      }),
    ).toThrow(/#?root/);
    expect(() => fillTemplate(TEMPLATE.replace(/<title>.*<\/title>/, ''), { html: '', title: 't' })).toThrow(
      /title/,
    );
  });

  it('files a page by its path, and refuses what is not a plain page path', () => {
    expect(prerenderedFile('/policy/simulate')).toBe(path.join('prerendered', 'policy', 'simulate.html'));
    expect(prerenderedFile('/home')).toBe(path.join('prerendered', 'home.html'));
    for (const bad of ['/', 'home', '/data/../x', '/college/:id', '/home?x=1'])
      expect(() => prerenderedFile(bad), bad).toThrow(/not a page path/);
  });
});

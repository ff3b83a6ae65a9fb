import { describe, expect, it } from 'vitest';
import { FIRST_DATA_ID, readFirstData } from './first-data.ts';
import { fillTemplate } from './first-view-template.ts';

const TEMPLATE = `<!doctype html>
<html lang="zh-CN">
  <head><title>高考志愿填报系统</title><script type="module" src="/assets/index-1.js"></script></head>
  <body>
    <div id="root"></div>
    <noscript>请启用 JavaScript 以使用本站。</noscript>
  </body>
</html>`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('fillTemplate', () => {
  it('puts the first view into #root and its title into <title>, escaped', () => {
    const html = fillTemplate(TEMPLATE, {
      html: '<main><h1>模拟填报</h1></main>',
      title: '模拟填报 - A&B <学校> $&',
    });
    expect(html).toContain('<div id="root"><main><h1>模拟填报</h1></main></div>');
    expect(html).toContain('<title>模拟填报 - A&amp;B &lt;学校&gt; $&amp;</title>');
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>');
    expect(html).toContain('<noscript>');
    expect(html).not.toContain(FIRST_DATA_ID);
  });

  it('refuses a template without an empty #root or a title', () => {
    const view = { html: '', title: 't' };
    expect(() =>
      fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'), view),
    ).toThrow(/root/);
    expect(() => fillTemplate(TEMPLATE.replace(/<title>.*<\/title>/, ''), view)).toThrow(/title/);
  });

  it('writes the data after #root as a script that never runs, which reads back as it was', () => {
    const banners = [
      {
        imageUrl: '/media/a.png',
        url: '',
        title: "</script><script>alert(1)</script> 志愿\u2028填报 $' <!--",
      },
    ];
    const html = fillTemplate(TEMPLATE, {
      html: '<p>首页</p>',
      title: '首页',
      data: { getScrollImages: banners },
    });
    expect(html).toMatch(
      /<div id="root"><p>首页<\/p><\/div><script type="application\/json" id="first-data">/,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(readFirstData(doc)).toEqual({ getScrollImages: banners });
  });
});

describe('readFirstData', () => {
  it('reads nothing from a page without data, or with data that is not an object', () => {
    expect(readFirstData(parse(TEMPLATE))).toEqual({});
    for (const text of ['not json', '[1,2]', 'null', '"text"']) {
      const doc = parse(`<script type="application/json" id="${FIRST_DATA_ID}">${text}</script>`);
      expect(readFirstData(doc), text).toEqual({});
    }
  });
});

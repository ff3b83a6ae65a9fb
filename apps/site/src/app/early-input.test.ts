import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInput } from './early-input.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as its HTML draws it: the elements are there, their handlers are not. */
function drawFromHtml(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<label>关键词<input value=""></label>
    <button type="button">登录</button><button type="button">注册</button>
    <label><input type="checkbox">985</label><a href="#main">跳到主要内容</a><a href="/college/1">院校介绍</a>`;
  document.body.append(root);
  return root;
}

/** What the script's first render does to those same elements: handlers on, the field back to its state. */
function goLive() {
  const seen: string[] = [];
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: '关键词' });
  field.value = '';
  field.addEventListener('input', () => seen.push(`输入 ${field.value}`));
  for (const name of ['登录', '注册'])
    screen.getByRole('button', { name }).addEventListener('click', () => seen.push(`点击 ${name}`));
  return seen;
}

describe('holdEarlyInput', () => {
  it('gives the live page the text typed and the last tap made before it was live', async () => {
    const user = userEvent.setup();
    const release = holdEarlyInput(drawFromHtml());
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '内蒙古');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await user.click(screen.getByRole('checkbox', { name: '985' }));
    // Held: the checkbox is not left ticked behind the page's back.
    expect(screen.getByRole('checkbox', { name: '985' })).not.toBeChecked();

    const seen = goLive();
    release();
    expect(seen).toEqual(['输入 内蒙古']);
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('内蒙古');
    // The last tap was the checkbox's: made again now, it ticks it.
    expect(screen.getByRole('checkbox', { name: '985' })).toBeChecked();
  });

  it('makes a held tap on a button again once live, and stops holding after', async () => {
    const user = userEvent.setup();
    const release = holdEarlyInput(drawFromHtml());
    await user.click(screen.getByRole('button', { name: '登录' }));
    const seen = goLive();
    release();
    expect(seen).toEqual(['点击 登录']);
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(seen).toEqual(['点击 登录', '点击 注册']);
  });

  it('holds a tap on an in-page link (the skip link moves the focus by script) and makes it once live', async () => {
    const user = userEvent.setup();
    const release = holdEarlyInput(drawFromHtml());
    await user.click(screen.getByRole('link', { name: '跳到主要内容' }));
    expect(window.location.hash).toBe('');
    const seen: string[] = [];
    screen.getByRole('link', { name: '跳到主要内容' }).addEventListener('click', (event) => {
      event.preventDefault();
      seen.push('跳到主要内容');
    });
    release();
    expect(seen).toEqual(['跳到主要内容']);
  });

  it('lets links to other pages work as links', async () => {
    const user = userEvent.setup();
    holdEarlyInput(drawFromHtml());
    const prevented: boolean[] = [];
    // Notes whether the click reached the document untouched, then stops jsdom's (unimplemented) navigation.
    const note = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', note);
    await user.click(screen.getByRole('link', { name: '院校介绍' }));
    document.removeEventListener('click', note);
    expect(prevented).toEqual([false]);
  });
});

import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeToken, setLoginStatus } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';
import { installJsdomPolyfills } from '@zhiyuan/ui/testing';
import { HEAD_ELEMENTS } from './document-head.ts';

installJsdomPolyfills();
// findBy…/waitFor give up after 1 s by default, which a busy CI machine can exceed with nothing wrong: they
// wait for a state, so a wait only ends early when the state is reached (the test's budget catches a hang).
configure({ asyncUtilTimeout: 30_000 });
afterEach(() => {
  cleanup();
  // Toasts live in a module store and the session in cookies: neither may leak into the next test.
  act(() => toast.dismiss());
  removeToken();
  setLoginStatus('0');
  // A theme colour or size set on the page's root (settings, stories) must not colour the next test either.
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  // Nor what a test stored in the browser (a 志愿表 draft, settings): the next file would start from it.
  localStorage.clear();
  sessionStorage.clear();
  // Nor the description and canonical link a page wrote into the head, nor its title.
  document.head.querySelectorAll(HEAD_ELEMENTS).forEach((element) => element.remove());
  document.title = '';
});

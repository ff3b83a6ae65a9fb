import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removeToken, setLoginStatus } from '@zhiyuan/domain';
import { toast } from '@zhiyuan/ui';
import { installJsdomPolyfills } from '@zhiyuan/ui/testing';

installJsdomPolyfills();
afterEach(() => {
  cleanup();
  // Toasts live in a module store and the session in cookies: neither may leak into the next test.
  act(() => toast.dismiss());
  removeToken();
  setLoginStatus('0');
});

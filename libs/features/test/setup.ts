import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installJsdomPolyfills } from '@zhiyuan/ui/testing';

installJsdomPolyfills();
afterEach(cleanup);

// zod's own messages (wrong type, missing field, …) in Chinese, for every schema of the contract: the server
// and the forms both import this lib, so a generic rule never answers a student in English. Only the zh-CN
// locale is imported (`z.locales` would pull every language into the browser bundle).
//
// In a browser zod must not compile its object parsers with `new Function`: the site's CSP forbids eval
// (script-src 'self'), and zod's probe of it — made when the first object schema is built, so it has to be
// switched off here, before any — shows as a CSP issue in the browser. The server keeps the compiled parsers.
import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

const inBrowser = typeof document !== 'undefined';
z.config({ ...zhCN(), ...(inBrowser ? { jitless: true } : {}) });

// zod's own messages (wrong type, missing field, …) in Chinese, for every schema of the contract: the server
// and the forms both import this lib, so a generic rule never answers a student in English. Only the zh-CN
// locale is imported (`z.locales` would pull every language into the browser bundle).
import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

z.config(zhCN());

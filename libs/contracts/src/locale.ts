// zod's own messages (wrong type, missing field, …) in Chinese, for every schema of the contract: the server
// and the forms both import this lib, so a generic rule never answers a student in English.
import { z } from 'zod';

z.config(z.locales.zhCN());

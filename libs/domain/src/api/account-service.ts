/**
 * Account operations that take plain passwords: each fetches the server's public key and a nonce, encrypts
 * the password(s) with them and makes the call, so forms hand over what the person typed and never see
 * ciphertext. The nonce is good for one request, which is why nothing here is cached.
 */
import type { ClientType, LoginData } from '@zhiyuan/contracts';
import { encryptPassword } from '../crypto/encrypt-password.ts';
import type { RequestOptions } from '../http/http-client.ts';
import type { Api } from './create-api.ts';

/** Phone and password as typed; the solved image captcha once the server asks for one (after failed logins). */
export interface Credentials {
  phone: string;
  password: string;
  captchaId?: string;
  captchaCode?: string;
}

export interface AccountService {
  /** Signs in; `clientType` 2 for the back office. The phone is trimmed, the password sent as typed. */
  login(credentials: Credentials, clientType?: ClientType, options?: RequestOptions): Promise<LoginData>;
  register(form: { phone: string; code: string; password: string; name?: string }): Promise<void>;
  resetPassword(form: { phone: string; code: string; password: string }): Promise<void>;
  updatePassword(form: { oldPassword: string; newPassword: string }): Promise<void>;
}

/** The api functions the account service uses. */
export type AccountApi = Pick<
  Api,
  'getPublicKey' | 'login' | 'register' | 'resetPassword' | 'updatePassword'
>;

/**
 * Makes the account service. The key and nonce are fetched for each operation: the server accepts a nonce
 * once, and a cached key would go stale if the server's key pair were replaced. Both passwords of a change
 * share the operation's nonce.
 */
export function createAccountService(
  api: AccountApi,
  encrypt: typeof encryptPassword = encryptPassword,
): AccountService {
  async function encryptAll<const T extends readonly string[]>(
    plain: T,
  ): Promise<{ [K in keyof T]: string }> {
    const { publicKey, nonce } = await api.getPublicKey();
    return (await Promise.all(plain.map((p) => encrypt(publicKey, p, nonce)))) as { [K in keyof T]: string };
  }

  return {
    async login(credentials, clientType, options) {
      const [password] = await encryptAll([credentials.password]);
      const { captchaId, captchaCode } = credentials;
      const body = {
        phone: credentials.phone.trim(),
        password,
        ...(clientType ? { clientType } : {}),
        ...(captchaId && captchaCode ? { captchaId, captchaCode } : {}),
      };
      return api.login(body, options);
    },
    async register(form) {
      const [password] = await encryptAll([form.password]);
      await api.register({ ...form, password });
    },
    async resetPassword(form) {
      const [password] = await encryptAll([form.password]);
      await api.resetPassword({ ...form, password });
    },
    async updatePassword(form) {
      const [oldPassword, newPassword] = await encryptAll([form.oldPassword, form.newPassword]);
      await api.updatePassword({ oldPassword, newPassword });
    },
  };
}

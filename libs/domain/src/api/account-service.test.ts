import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createAccountService } from './account-service.ts';
import type { AccountApi } from './account-service.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const decrypt = (cipher: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(cipher, 'base64'),
  ).toString();

function fakeApi() {
  return {
    getPublicKey: vi.fn<AccountApi['getPublicKey']>(async () => ({ publicKey })),
    login: vi.fn<AccountApi['login']>(async () => ({ token: 't', username: '张三', file: '' })),
    register: vi.fn<AccountApi['register']>(async () => undefined),
    resetPassword: vi.fn<AccountApi['resetPassword']>(async () => undefined),
    updatePassword: vi.fn<AccountApi['updatePassword']>(async () => undefined),
  };
}

describe('createAccountService', () => {
  it('logs in with the phone trimmed and the password encrypted with the server key', async () => {
    const api = fakeApi();
    const account = createAccountService(api);
    await expect(account.login({ phone: ' 13800138000 ', password: 'secret1' })).resolves.toEqual({
      token: 't',
      username: '张三',
      file: '',
    });
    const body = api.login.mock.calls[0]?.[0];
    expect(body?.phone).toBe('13800138000');
    expect(body?.clientType).toBeUndefined();
    expect(decrypt(body?.password ?? '')).toBe('secret1');
  });

  it('sends the solved captcha with the login when the person gave one, and nothing otherwise', async () => {
    const api = fakeApi();
    const account = createAccountService(api);
    await account.login({ phone: '13800138000', password: 'secret1', captchaId: 'c-1', captchaCode: 'ab12' });
    await account.login({ phone: '13800138000', password: 'secret1' });
    expect(api.login.mock.calls[0]?.[0]).toMatchObject({ captchaId: 'c-1', captchaCode: 'ab12' });
    expect(api.login.mock.calls[1]?.[0]).not.toHaveProperty('captchaId');
  });

  it('sends clientType 2 for the back office', async () => {
    const api = fakeApi();
    await createAccountService(api).login({ phone: '13800138000', password: 'secret1' }, 2);
    expect(api.login.mock.calls[0]?.[0].clientType).toBe(2);
  });

  it('encrypts the register, reset and change-password passwords', async () => {
    const api = fakeApi();
    const account = createAccountService(api);
    await account.register({ phone: '13800138000', code: '123456', password: 'secret1', name: '张三' });
    await account.resetPassword({ phone: '13800138000', code: '123456', password: 'secret2' });
    await account.updatePassword({ oldPassword: 'secret2', newPassword: 'secret3' });
    const registered = api.register.mock.calls[0]?.[0];
    expect({ ...registered, password: decrypt(registered?.password ?? '') }).toEqual({
      phone: '13800138000',
      code: '123456',
      password: 'secret1',
      name: '张三',
    });
    expect(decrypt(api.resetPassword.mock.calls[0]?.[0].password ?? '')).toBe('secret2');
    const change = api.updatePassword.mock.calls[0]?.[0];
    expect([decrypt(change?.oldPassword ?? ''), decrypt(change?.newPassword ?? '')]).toEqual([
      'secret2',
      'secret3',
    ]);
    expect(api.getPublicKey).toHaveBeenCalledTimes(3);
  });

  it('encrypts with the nonce that came with the key: a fresh one per operation, shared by both passwords of a change', async () => {
    const api = fakeApi();
    let issued = 0;
    api.getPublicKey.mockImplementation(async () => ({ publicKey, nonce: `n${++issued}` }));
    const account = createAccountService(api);
    await account.login({ phone: '13800138000', password: 'secret1' });
    await account.updatePassword({ oldPassword: 'secret1', newPassword: 'secret:2' });
    expect(decrypt(api.login.mock.calls[0]?.[0].password ?? '')).toBe('n1:secret1');
    const change = api.updatePassword.mock.calls[0]?.[0];
    expect([decrypt(change?.oldPassword ?? ''), decrypt(change?.newPassword ?? '')]).toEqual([
      'n2:secret1',
      'n2:secret:2',
    ]);
  });

  it('does not call the server with a password it could not encrypt', async () => {
    const api = fakeApi();
    api.getPublicKey.mockResolvedValueOnce({ publicKey: 'garbage' });
    await expect(
      createAccountService(api).login({ phone: '13800138000', password: 'secret1' }),
    ).rejects.toThrow('加密公钥无效');
    expect(api.login).not.toHaveBeenCalled();
  });
});

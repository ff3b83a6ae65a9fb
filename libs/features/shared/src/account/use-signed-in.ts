// Whether someone is signed in: status '1' and a token (a status cookie without a token is a leftover).
import { useAtomValue } from 'jotai';
import { loginStatusAtom, tokenAtom } from '@zhiyuan/domain';

export function useSignedIn(): boolean {
  const status = useAtomValue(loginStatusAtom);
  const token = useAtomValue(tokenAtom);
  return status === '1' && token !== '';
}

import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountCallKey, callKey, logoutAtom } from '@zhiyuan/domain';
import { accountHandlers, renderFeature } from '@zhiyuan/feature-testing';
import { useDomain } from '@zhiyuan/feature-shared';
import { useAccountQueryReset } from './use-account-query-reset.ts';

function Probe() {
  useAccountQueryReset();
  const { api } = useDomain();
  useQuery({ queryKey: callKey('getHighSchools'), queryFn: () => api.getHighSchools() });
  return <p>探针</p>;
}

describe('useAccountQueryReset', () => {
  it("drops the account's cached data when the token goes, and keeps public data", async () => {
    const { domain, queryClient } = renderFeature(<Probe />, { handlers: accountHandlers(), signedIn: true });
    await screen.findByText('探针');
    queryClient.setQueryData(accountCallKey('getStudentInfo'), { name: '张小明' });
    await act(() => domain.store.set(logoutAtom));
    expect(queryClient.getQueryData(accountCallKey('getStudentInfo'))).toBeUndefined();
    expect(queryClient.getQueryCache().find({ queryKey: callKey('getHighSchools') })).toBeDefined();
  });
});

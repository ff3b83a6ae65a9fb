import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { KeyDate } from '@zhiyuan/contracts';
import { renderFeature, type FakeHandlers } from '@zhiyuan/feature-testing';
import { beijingInput, KeyDatesPage } from './key-dates-page.tsx';

function keyDateHandlers(): FakeHandlers {
  let dates: KeyDate[] = [
    { id: 1, name: '本科批填报开始', kind: 'start', at: '2026-06-28T01:00:00.000Z', note: '网上填报' },
  ];
  return {
    listKeyDates: () => dates,
    saveKeyDate: ({ body }) => {
      const input = body as { id?: number; name: string; kind: KeyDate['kind']; at: string; note: string };
      const saved: KeyDate = {
        id: input.id ?? dates.length + 1,
        name: input.name,
        kind: input.kind,
        at: new Date(Date.parse(`${input.at.replace(' ', 'T')}:00+08:00`)).toISOString(),
        note: input.note,
      };
      dates = [...dates.filter((d) => d.id !== saved.id), saved].sort((a, b) => a.at.localeCompare(b.at));
      return saved;
    },
    removeKeyDate: ({ body }) => {
      dates = dates.filter((d) => d.id !== (body as { id: number }).id);
    },
  };
}

describe('KeyDatesPage', () => {
  it('writes Beijing time the way the form takes it', () => {
    expect(beijingInput('2026-07-02T09:00:00.000Z')).toBe('2026-07-02 17:00');
  });

  it('adds a date, each error beside its field, and lists it in time order', async () => {
    const user = userEvent.setup();
    const { server } = renderFeature(<KeyDatesPage />, { handlers: keyDateHandlers() });
    const table = await screen.findByRole('table', { name: '填报日程' });
    expect(within(table).getByRole('row', { name: /2026-06-28 09:00 本科批填报开始/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '添加日期' });
    await user.type(within(form).getByRole('textbox', { name: /^时间/ }), '7月2日');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByRole('textbox', { name: /^名称/ })).toHaveAccessibleDescription(
      expect.stringContaining('请填写名称'),
    );
    expect(within(form).getByRole('textbox', { name: /^时间/ })).toHaveAccessibleDescription(
      expect.stringContaining('时间应为“2026-06-27 17:00”的格式'),
    );
    expect(server.calls.filter((c) => c.name === 'saveKeyDate')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /^名称/ }), '本科批填报截止');
    const at = within(form).getByRole('textbox', { name: /^时间/ });
    await user.clear(at);
    await user.type(at, '2026-07-02 17:00');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => r.textContent),
      ).toEqual([expect.stringContaining('本科批填报开始'), expect.stringContaining('本科批填报截止')]),
    );
    expect(server.calls.find((c) => c.name === 'saveKeyDate')?.body).toEqual({
      name: '本科批填报截止',
      kind: 'deadline',
      at: '2026-07-02 17:00',
      note: '',
    });
  });

  it('removes a date after a confirmation', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderFeature(<KeyDatesPage />, { handlers: keyDateHandlers() });
    await user.click(await screen.findByRole('button', { name: '删除：本科批填报开始' }));
    expect(await screen.findByText('还没有日期，请在下方添加。')).toBeInTheDocument();
    confirm.mockRestore();
  });
});

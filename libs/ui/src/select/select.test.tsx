import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SizeProvider } from '../theme/size-provider.tsx';
import { Select } from './select.tsx';
import * as stories from './select.stories.tsx';
import { TYPEAHEAD_RESET_MS } from './typeahead.ts';

const { Placeholder, WithValue, Disabled, AriaLabelOnly, InFormField, Controlled, AllOption } =
  composeStories(stories);

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    render(<Placeholder />);
    const combobox = screen.getByRole('combobox', { name: '年份' });
    expect(combobox).toHaveTextContent('请选择');
  });

  it('opens a list of options and takes a choice', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('combobox', { name: '年份' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '2022 年' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '2023 年' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '年份' })).toHaveTextContent('2023 年');
    expect(screen.getByText('已选：2023')).toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<WithValue />);
    screen.getByRole('combobox', { name: '年份' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: '年份' })).toHaveTextContent('2023 年');
  });

  it('shows its default value', () => {
    render(<WithValue />);
    expect(screen.getByRole('combobox', { name: '年份' })).toHaveTextContent('2024 年');
  });

  it('can be disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox', { name: '年份' })).toBeDisabled();
  });

  it('can be named by aria-label alone', () => {
    render(<AriaLabelOnly />);
    expect(screen.getByRole('combobox', { name: '科类' })).toBeInTheDocument();
  });

  it('is labelled and described by a FormField', () => {
    render(<InFormField />);
    const combobox = screen.getByRole('combobox', { name: '批次' });
    expect(combobox).toHaveAccessibleDescription('请选择批次');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the global size', () => {
    render(
      <SizeProvider size="mini">
        <Select aria-label="年份" options={[{ value: '2025', label: '2025 年' }]} />
      </SizeProvider>,
    );
    expect(screen.getByRole('combobox', { name: '年份' })).toHaveClass('h-7');
  });

  it('offers 全部 first and reads it back as no choice', async () => {
    const user = userEvent.setup();
    render(<AllOption />);
    const combobox = screen.getByRole('combobox', { name: '所在省份' });
    expect(combobox).toHaveTextContent('全部');
    await user.click(combobox);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '全部',
      '北京',
      '内蒙古',
      '新疆',
    ]);
    await user.click(screen.getByRole('option', { name: '内蒙古' }));
    expect(screen.getByText('筛选：内蒙古')).toBeInTheDocument();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: '全部' }));
    expect(screen.getByText('筛选：全部省份')).toBeInTheDocument();
  });

  it('renders its options only while open, and still shows the chosen one closed', async () => {
    // Radix renders a closed Select's whole list off-screen (to read the chosen label from it): on a page of
    // filters that was hundreds of components rendered for lists nobody had opened.
    const rendered: string[] = [];
    function Counted({ text }: { text: string }) {
      rendered.push(text);
      return <>{text}</>;
    }
    const user = userEvent.setup();
    render(
      <Select
        aria-label="年份"
        defaultValue="2024"
        options={['2023', '2024', '2025'].map((y) => ({ value: y, label: <Counted text={`${y} 年`} /> }))}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: '年份' });
    expect(combobox).toHaveTextContent('2024 年');
    expect(rendered.filter((text) => text !== '2024 年')).toEqual([]);
    await user.click(combobox);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: '2025 年' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('2025 年');
  });

  it('picks an option by its first letters typed on the closed select, skipping disabled ones', async () => {
    // The clock stands still while a batch of keys is typed, and moves past the reset between batches.
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(
      <Select
        aria-label="科类"
        onValueChange={(value) => chosen.push(value)}
        options={[
          { value: 'a', label: 'Arts' },
          { value: 'b1', label: 'Biology', disabled: true },
          { value: 'b2', label: 'Business' },
          { value: 'b3', label: 'Botany' },
          { value: '2025', label: '2025 年' },
          { value: '2024', label: '2024 年' },
        ]}
      />,
    );
    const combobox = screen.getByRole('combobox', { name: '科类' });
    combobox.focus();
    await user.keyboard('b');
    expect(combobox).toHaveTextContent('Business');
    // The same letter again moves on to the next option that starts with it, as a native select does.
    await user.keyboard('b');
    expect(combobox).toHaveTextContent('Botany');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // Letters typed in quick succession search together; after a pause, a new search starts.
    now += TYPEAHEAD_RESET_MS;
    await user.keyboard('2024');
    expect(combobox).toHaveTextContent('2024 年');
    now += TYPEAHEAD_RESET_MS;
    await user.keyboard('a');
    expect(combobox).toHaveTextContent('Arts');
    expect(chosen).toEqual(['b2', 'b3', '2025', '2024', 'a']);
    clock.mockRestore();
  });
});

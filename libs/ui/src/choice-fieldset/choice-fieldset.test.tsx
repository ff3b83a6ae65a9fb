import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../testing/index.ts';
import * as stories from './choice-fieldset.stories.tsx';

const { TagFilterGroup, WithLimit, RadiosWithError, GridLayout } = composeStories(stories);

describe('ChoiceFieldset and CheckboxGroup', () => {
  it('is a group named by its legend, with a checkbox per option', () => {
    render(<TagFilterGroup />);
    const group = screen.getByRole('group', { name: '院校标签' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('checkbox', { name: '211' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '985' })).not.toBeChecked();
  });

  it('reports the new selection in the order of the options', async () => {
    const user = userEvent.setup();
    render(<TagFilterGroup />);
    await user.click(screen.getByRole('checkbox', { name: '双一流' }));
    await user.click(screen.getByRole('checkbox', { name: '985' }));
    expect(screen.getByText('已选：985、211、双一流')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '211' }));
    expect(screen.getByText('已选：985、双一流')).toBeInTheDocument();
  });

  it('disables the rest once the limit is reached, and describes the group with its hint', async () => {
    const user = userEvent.setup();
    render(<WithLimit />);
    const group = screen.getByRole('group', { name: /^再选科目/ });
    expect(group).toHaveAccessibleDescription('从化学、生物、思想政治、地理中选择两门');
    await user.click(screen.getByRole('checkbox', { name: '地理' }));
    expect(screen.getByRole('checkbox', { name: '生物' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '化学' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: '化学' }));
    expect(screen.getByRole('checkbox', { name: '生物' })).toBeEnabled();
  });

  it('announces an error and ties it to the group', () => {
    render(<RadiosWithError />);
    expect(screen.getByRole('alert')).toHaveTextContent('请选择性别');
    expect(screen.getByRole('group', { name: /^性别/ })).toHaveAccessibleDescription('请选择性别');
  });

  it('lays long lists out in a grid, with no serious axe violation', async () => {
    const { container } = render(<GridLayout />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: '内蒙古' }).closest('.grid')).not.toBeNull();
    await expectNoSeriousA11yViolations(container);
  });
});

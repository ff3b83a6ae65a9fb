import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './result.stories.tsx';

const { NotFound, Unauthorized, Forbidden, ServerError, Success, Info } = composeStories(stories);

describe('Result', () => {
  it('shows the 404 page texts, a decorative drawing and its actions', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(screen.getByTestId('result-illustration-404')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home');
  });

  it.each([
    [Unauthorized, '401', '抱歉，您还没有登录或登录已过期，请登录后再访问。'],
    [Forbidden, '403', '抱歉，您没有权限访问此页面。'],
    [ServerError, '500', '抱歉，服务器出错了，请稍后重试。'],
  ])('has default texts for every error status (%#)', (Story, code, description) => {
    render(<Story />);
    expect(screen.getByRole('heading', { name: code })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });

  it('takes its own title, description and heading level', () => {
    render(<Success />);
    expect(screen.getByRole('heading', { level: 2, name: '注册成功' })).toBeInTheDocument();
    expect(screen.getByText('请使用手机号登录。')).toBeInTheDocument();
  });

  it('can leave the description out', () => {
    const { container } = render(<Info />);
    expect(screen.getByRole('heading', { name: '志愿表已提交' })).toBeInTheDocument();
    expect(container.querySelector('p')).toBeNull();
  });
});

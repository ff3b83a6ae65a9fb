import { render } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y.ts';

describe('expectNoSeriousA11yViolations', () => {
  it('passes accessible markup', async () => {
    const { container } = render(
      <form>
        <label htmlFor="phone">手机号</label>
        <input id="phone" />
        <button type="submit">登录</button>
      </form>,
    );
    await expect(expectNoSeriousA11yViolations(container)).resolves.toBeUndefined();
  });

  it('fails listing each serious or critical violation with its element', async () => {
    // Broken on purpose, so written as HTML rather than (linted) JSX.
    const container = document.createElement('div');
    container.innerHTML = '<button type="button" class="icon-only"></button><img src="data:,">';
    document.body.append(container);
    onTestFinished(() => container.remove());
    const failure = expectNoSeriousA11yViolations(container);
    await expect(failure).rejects.toThrow(/2 serious or critical accessibility violation/);
    await expect(failure).rejects.toThrow(/\[critical\] button-name/);
    await expect(failure).rejects.toThrow(/\[critical\] image-alt/);
    await expect(failure).rejects.toThrow('<button type="button" class="icon-only"></button>');
  });

  it('does not fail on moderate findings', async () => {
    // Two banners on one page is "landmark-no-duplicate-banner", a moderate finding.
    const { container } = render(
      <div>
        <header>一</header>
        <header>二</header>
      </div>,
    );
    await expect(expectNoSeriousA11yViolations(container)).resolves.toBeUndefined();
  });

  it('lets a caller switch a rule off', async () => {
    const { container } = render(<button type="button" />);
    await expect(
      expectNoSeriousA11yViolations(container, { rules: { 'button-name': { enabled: false } } }),
    ).resolves.toBeUndefined();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, isSize, SIZES, type Size } from './size-context.ts';
import { SizeProvider } from './size-provider.tsx';
import { useSize } from './use-size.ts';

function ShowSize({ size }: { size?: Size }) {
  return <output>{useSize(size)}</output>;
}

describe('size', () => {
  it('offers the four sizes of the original, medium by default', () => {
    expect(SIZES).toEqual(['default', 'medium', 'small', 'mini']);
    expect(DEFAULT_SIZE).toBe('medium');
  });

  it('recognises only the four sizes (e.g. a value read back from a cookie)', () => {
    expect(SIZES.every(isSize)).toBe(true);
    for (const bad of ['large', 'Medium', '', undefined, 3]) expect(isSize(bad)).toBe(false);
  });

  it('is medium without a provider', () => {
    render(<ShowSize />);
    expect(screen.getByRole('status')).toHaveTextContent('medium');
  });

  it('is the global size from the nearest provider unless a size is given', () => {
    render(
      <SizeProvider size="small">
        <ShowSize />
        <SizeProvider size="mini">
          <ShowSize />
        </SizeProvider>
        <ShowSize size="default" />
      </SizeProvider>,
    );
    expect(screen.getAllByRole('status').map((o) => o.textContent)).toEqual(['small', 'mini', 'default']);
  });
});

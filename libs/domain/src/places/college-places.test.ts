import { describe, expect, it } from 'vitest';
import { citiesOf, PROVINCES } from './college-places.ts';

describe('college places', () => {
  it('lists the provinces and the cities of one', () => {
    expect(PROVINCES).toContain('内蒙古');
    expect(citiesOf('内蒙古')).toContain('包头市');
    expect(citiesOf('火星')).toEqual([]);
    expect(citiesOf(undefined)).toEqual([]);
  });
});

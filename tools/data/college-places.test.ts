// The committed province/city list of the college filters must be what the generator makes of the dataset:
// a hand edit, or a dataset change without `npm run generate:places`, fails here.
import { describe, expect, it } from 'vitest';
import { collegePlaces, collegePlacesSource, committedCollegePlaces } from './college-places.ts';

describe('college places', () => {
  it('are committed exactly as generated from the dataset', async () => {
    expect(committedCollegePlaces()).toBe(await collegePlacesSource());
  }, 60_000);

  it('list 31 provinces in the divisions’ order, cities busiest first', () => {
    const places = collegePlaces();
    const provinces = Object.keys(places);
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toBe('北京');
    expect(provinces[4]).toBe('内蒙古');
    expect(provinces.at(-1)).toBe('新疆');
    expect(places['内蒙古']?.[0]).toBe('呼和浩特市');
    expect(places['内蒙古']).toContain('阿拉善盟');
  });
});

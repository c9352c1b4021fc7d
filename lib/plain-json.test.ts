import { describe, expect, it } from 'vitest';
import { plain } from './plain-json';

/** What a JSON round trip gives: the behaviour plain() must keep. */
const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

describe('plain', () => {
  it('drops undefined fields and keeps everything else of a card', () => {
    const card = { handle: 'x', title: 'ThinkPad', cpu: undefined, ramGb: [8, 16], reduction: { lowestPriorCents: 39900, since: new Date('2026-11-18T13:15:04.261Z') }, brand: { name: 'Lenovo', logo: null } };
    const out = plain(card);
    expect(out).toEqual({ handle: 'x', title: 'ThinkPad', ramGb: [8, 16], reduction: { lowestPriorCents: 39900, since: '2026-11-18T13:15:04.261Z' }, brand: { name: 'Lenovo', logo: null } });
    expect('cpu' in out).toBe(false);
    expect(out).toEqual(roundTrip(card));
  });

  it('gives what JSON gives for the odd values', () => {
    const odd = {
      list: [1, undefined, () => 1, Symbol('s'), NaN, Infinity, -0, 'a', null, new Date(0)],
      nested: { deeper: [{ a: undefined, b: [[]] }] },
      fn: () => 1,
      nan: NaN,
      withToJSON: { toJSON: () => ({ x: 1, y: undefined }) },
      empty: {},
    };
    expect(plain(odd)).toEqual(roundTrip(odd));
    expect(plain([undefined, 2])).toEqual([null, 2]);
    expect(plain('text')).toBe('text');
    expect(plain(null)).toBe(null);
  });

  it('returns new objects: changing the result leaves the source alone', () => {
    const source = { items: [{ stock: 3 }] };
    const copy = plain(source);
    copy.items[0]!.stock = 0;
    expect(source.items[0]!.stock).toBe(3);
  });

  it('refuses a bigint as JSON does', () => {
    expect(() => plain({ n: 1n })).toThrow(TypeError);
  });
});

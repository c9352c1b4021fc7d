import type { Variant } from './types';
import { defaultVariant, optionDimensions, optionStates, pickVariant } from './variant-picker';

function v(id: number, grade: 'A' | 'B' | 'C', ram: number, storage: number, price: number, stock = 3, colour: string | null = null): Variant {
  return { id, sku: `S${id}`, grade, options: { ramGb: ram, storageGb: storage, colour, keyboard: 'DE' }, priceCents: price, compareAtCents: null, reduction: null, stock };
}

const variants = [
  v(1, 'A', 16, 256, 44900),
  v(2, 'B', 16, 256, 39900),
  v(3, 'C', 16, 256, 35900, 0),
  v(4, 'A', 32, 512, 55900),
  v(5, 'B', 32, 512, 49900),
];

describe('optionDimensions', () => {
  it('lists only dimensions with a choice (grade always), values sorted', () => {
    expect(optionDimensions(variants)).toEqual([
      { dim: 'grade', values: ['A', 'B', 'C'] },
      { dim: 'ramGb', values: [16, 32] },
      { dim: 'storageGb', values: [256, 512] },
    ]);
  });
});

describe('defaultVariant', () => {
  it('takes the requested offer when it exists', () => {
    expect(defaultVariant(variants, 4)?.id).toBe(4);
  });

  it('else the cheapest one in stock', () => {
    expect(defaultVariant(variants, 999)?.id).toBe(2);
    expect(defaultVariant(variants)?.id).toBe(2);
  });

  it('is null without offers', () => {
    expect(defaultVariant([])).toBeNull();
  });
});

describe('pickVariant', () => {
  it('keeps the other choices when possible', () => {
    expect(pickVariant(variants, variants[0]!, 'grade', 'B')?.id).toBe(2);
    expect(pickVariant(variants, variants[3]!, 'grade', 'B')?.id).toBe(5);
  });

  it('changes other options when the exact combination does not exist', () => {
    // grade A + 32 GB → B: 32 GB B exists
    expect(pickVariant(variants, variants[3]!, 'ramGb', 16)?.id).toBe(1);
    // grade C exists only with 16 GB/256 GB and is sold out: still the target
    expect(pickVariant(variants, variants[3]!, 'grade', 'C')?.id).toBe(3);
  });
});

describe('optionStates', () => {
  it('keeps options that exist in stock in another combination selectable and says what changes', () => {
    // on B 16 GB/256 GB: 32 GB exists in stock only with 512 GB
    const ram = optionStates(variants, variants[1]!, 'ramGb', [16, 32]);
    expect(ram[1]).toMatchObject({ value: 32, available: true, exact: false, target: { id: 5 }, changes: [{ dim: 'storageGb', value: 512 }] });
    expect(ram[0]).toMatchObject({ value: 16, selected: true, available: true, exact: true, changes: [] });
    // A 32 GB → 16 GB: A 16 GB/256 GB exists; storage changes with it
    const fromA32 = optionStates(variants, variants[3]!, 'ramGb', [16, 32]);
    expect(fromA32[0]).toMatchObject({ available: true, target: { id: 1 }, changes: [{ dim: 'storageGb', value: 256 }] });
  });

  it('marks only values no offer in stock has as unavailable', () => {
    const states = optionStates(variants, variants[3]!, 'grade', ['A', 'B', 'C']);
    expect(states.map((s) => [s.value, s.selected, s.available])).toEqual([
      ['A', true, true],
      ['B', false, true],
      ['C', false, false],
    ]);
    // grade C exists only sold out
    expect(states[2]!.target?.id).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addCartLine, updateCartLine } from './cart';
import { problems } from './test-helpers';

describe('cart line contracts', () => {
  it('adding: a positive integer variant, 1 to 99 units, one by default', () => {
    expect(z.parse(addCartLine, { variantId: 7 })).toEqual({ variantId: 7, quantity: 1 });
    expect(problems(addCartLine, { variantId: 7, quantity: 99 })).toEqual({});
    expect(problems(addCartLine, { variantId: 7, quantity: 100 })).toEqual({ quantity: 'too_long' });
    expect(problems(addCartLine, { variantId: 7, quantity: 0 })).toEqual({ quantity: 'invalid_number' });
    expect(problems(addCartLine, { variantId: 1.5 })).toEqual({ variantId: 'invalid_number' });
    expect(problems(addCartLine, { variantId: 0 })).toEqual({ variantId: 'invalid_number' });
    expect(problems(addCartLine, { variantId: 2 ** 31 })).toEqual({ variantId: 'invalid_number' });
    expect(problems(addCartLine, { variantId: '7' })).toEqual({ variantId: 'invalid_number' });
    expect(problems(addCartLine, {})).toEqual({ variantId: 'required' });
  });
  it('prices in the request are ignored', () => {
    expect(z.parse(addCartLine, { variantId: 3, quantity: 2, priceCents: 1 })).toEqual({ variantId: 3, quantity: 2 });
  });
  it('updating: 0 to 99', () => {
    expect(problems(updateCartLine, { quantity: 0 })).toEqual({});
    expect(problems(updateCartLine, { quantity: -1 })).toEqual({ quantity: 'invalid_number' });
    expect(problems(updateCartLine, { quantity: 100 })).toEqual({ quantity: 'too_long' });
  });
});

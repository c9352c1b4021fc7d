// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginDelayMs } from './slow-down';

describe('loginDelayMs', () => {
  it('costs nothing for the first five failures', () => {
    for (const n of [0, 1, 5]) expect(loginDelayMs(n)).toBe(0);
  });

  it('grows by a quarter second per further failure', () => {
    expect(loginDelayMs(6)).toBe(250);
    expect(loginDelayMs(9)).toBe(1000);
  });

  it('never waits more than two seconds, however many failures', () => {
    expect(loginDelayMs(13)).toBe(2000);
    expect(loginDelayMs(1_000_000)).toBe(2000);
  });
});

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof window === 'undefined') return; // a file that runs in the node environment
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

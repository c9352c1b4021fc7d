import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;
function Flaky({ label }: { label: string }) {
  if (shouldThrow) throw new Error('boom');
  return <p>{label}</p>;
}

const fallback = (retry: () => void) => (
  <div role="alert">
    <h1>Oops, there is an error!</h1>
    <button onClick={retry}>Try again?</button>
  </div>
);

describe('ErrorBoundary', () => {
  it('shows the fallback, and Try again? renders the content once it works', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Flaky label="page a" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Oops, there is an error!');
    shouldThrow = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again?' }));
    expect(screen.getByText('page a')).toBeTruthy();
    spy.mockRestore();
  });

  it('resets when its content (the route key) changes', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Flaky label="page a" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    shouldThrow = false;
    // same key: the error stays
    rerender(
      <ErrorBoundary resetKey="/a" fallback={fallback}>
        <Flaky label="page a" />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeTruthy();
    // new route: the boundary clears itself
    rerender(
      <ErrorBoundary resetKey="/b" fallback={fallback}>
        <Flaky label="page b" />
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('page b')).toBeTruthy();
    spy.mockRestore();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { Sidebar } from './sidebar';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'de', asPath: '/', query: {} }) }));

function Harness({ kind }: { kind: 'modal' | 'sidebar' }) {
  const [open, setOpen] = useState(false);
  const Overlay = kind === 'modal' ? Modal : Sidebar;
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <Overlay open={open} onClose={() => setOpen(false)} title="Dialog">
        <a href="/a">first</a>
        <button>last</button>
      </Overlay>
    </>
  );
}

describe.each(['modal', 'sidebar'] as const)('%s focus handling', (kind) => {
  it('moves focus in, traps Tab, closes on Escape and returns focus', () => {
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // the close control is the first focusable element
    const close = screen.getByRole('button', { name: 'close' });
    expect(document.activeElement).toBe(close);
    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

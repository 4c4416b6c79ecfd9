import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Button } from '../button/Button.tsx';
import { Modal, MODAL_FADE_MS, MODAL_SIZES } from './Modal.tsx';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        title="Remove token"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button>Confirm</Button>}
      >
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

/** A row whose Delete opens a dialog; deleting removes the row, and with it the opener. */
function DeletableRow() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const afterDelete = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <>
      <Button ref={afterDelete}>Add row</Button>
      {!deleted && <Button onClick={() => setOpen(true)}>Delete row</Button>}
      <Modal
        open={open}
        title="Delete the row?"
        onClose={() => setOpen(false)}
        initialFocus={1}
        returnFocus={returnTo}
        footer={
          <Button
            onClick={() => {
              returnTo.current = afterDelete.current;
              setDeleted(true);
              setOpen(false);
            }}
          >
            Delete
          </Button>
        }
      >
        <input aria-label="Reason" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the sizes sm, md, lg, xl, full and a 300 ms fade', () => {
    expect(MODAL_SIZES).toEqual(['sm', 'md', 'lg', 'xl', 'full']);
    expect(MODAL_FADE_MS).toBe(300);
  });

  it('opens a modal dialog named by its title and locks page scroll', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove token' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, fading for 300 ms before it leaves', async () => {
    const onClose = vi.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    vi.useFakeTimers();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(MODAL_FADE_MS - 50));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('keeps focus inside while open (focus trap) and closes from its button', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    // Fading out, or already gone: on a busy machine the fade can end before this line runs.
    const state = screen.queryByRole('dialog')?.closest('[data-state]')?.getAttribute('data-state');
    expect(state === undefined || state === 'closing').toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('focuses the control it is told to, and on closing goes back to the opener', async () => {
    renderWithTheme(<DeletableRow />);
    const opener = screen.getByRole('button', { name: 'Delete row' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Delete the row?' });
    // 0 is the close button; 1 the first control of the body.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Reason')));
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('when its action removes the opener, puts the focus where it is told', async () => {
    renderWithTheme(<DeletableRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete row' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the row?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete row' })).toBeNull();
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add row' })),
    );
  });
});

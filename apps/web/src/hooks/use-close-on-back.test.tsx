import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './use-close-on-back';

/** A dialog stand-in: open while the parent says so, a Cancel button, the parent's onClose counted. */
function Dialog({ name, open, onClose }: { name: string; open: boolean; onClose: () => void }) {
  const close = useCloseOnBack(open, onClose);
  return open ? (
    <div role="dialog" aria-label={name}>
      <button type="button" onClick={close}>
        {`Cancel ${name}`}
      </button>
    </div>
  ) : null;
}

function Page({ closed }: { closed: (name: string) => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        open outer
      </button>
      <button type="button" onClick={() => setInner(true)}>
        open inner
      </button>
      <Dialog
        name="outer"
        open={outer}
        onClose={() => {
          closed('outer');
          setOuter(false);
        }}
      />
      <Dialog
        name="inner"
        open={inner}
        onClose={() => {
          closed('inner');
          setInner(false);
        }}
      />
    </>
  );
}

const dialogs = (state: unknown) => ((state as { hrDialogs?: string[] } | null)?.hrDialogs ?? []).length;
/** The browser's Back button (or a phone's back gesture). */
const back = () => act(() => window.history.back());

describe('useCloseOnBack: Back closes the open dialog, not the page', () => {
  it('gives an open dialog a history entry that Back takes off, closing the dialog', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<Page closed={closed} />);
    const length = window.history.length;
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    expect(window.history.length).toBe(length + 1);
    expect(dialogs(window.history.state)).toBe(1);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toHaveBeenCalledExactlyOnceWith('outer');
    expect(dialogs(window.history.state)).toBe(0);
  });

  it('closed by its own button, takes its entry off (a later Back does not meet it), once however often it is pressed', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<Page closed={closed} />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    const cancel = screen.getByRole('button', { name: 'Cancel outer' });
    act(() => {
      cancel.click();
      cancel.click();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closed).toHaveBeenCalledExactlyOnceWith('outer');
    expect(dialogs(window.history.state)).toBe(0);
  });

  it('closes a dialog opened over another one first', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    render(<Page closed={closed} />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    await user.click(screen.getByRole('button', { name: 'open inner' }));
    expect(dialogs(window.history.state)).toBe(2);
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'inner' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'outer' })).toBeInTheDocument();
    expect(closed).toHaveBeenCalledExactlyOnceWith('inner');
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'outer' })).toBeNull());
    expect(closed).toHaveBeenLastCalledWith('outer');
  });
});

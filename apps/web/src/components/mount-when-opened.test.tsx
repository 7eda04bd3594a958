import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_LOADER_DELAY_MS, MountWhenOpened } from './mount-when-opened.tsx';

/** A lazy dialog whose download ends when the test says so. */
function slowDialog() {
  let finish: () => void = () => {};
  const Dialog = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        finish = () => resolve({ default: () => <div role="dialog">the dialog</div> });
      }),
  );
  return { Dialog, finish: () => finish() };
}

describe('MountWhenOpened', () => {
  it('renders nothing until first opened', () => {
    const { Dialog } = slowDialog();
    const { container } = render(
      <MountWhenOpened open={false}>
        <Dialog />
      </MountWhenOpened>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a spinner only when the download takes a while, then the dialog', async () => {
    vi.useFakeTimers();
    try {
      const { Dialog, finish } = slowDialog();
      render(
        <MountWhenOpened open>
          <Dialog />
        </MountWhenOpened>,
      );
      act(() => vi.advanceTimersByTime(DIALOG_LOADER_DELAY_MS - 50));
      expect(screen.queryByRole('status')).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('status')).toHaveTextContent(/./);
      await act(async () => finish());
      expect(screen.getByRole('dialog')).toHaveTextContent('the dialog');
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

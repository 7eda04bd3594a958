import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlainAlert, type PlainAlertType } from './plain-alert.tsx';

describe('the plain alert', () => {
  it('is announced with its title and description, its icon hidden from screen readers', () => {
    const { container } = render(
      <PlainAlert type="warning" title="Closed" description="Come back later" />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Closed');
    expect(alert).toHaveTextContent('Come back later');
    expect(alert).toHaveAccessibleName('');
    const icon = container.querySelector('.rs-icon');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a status, not an alert, when asked (a standing notice is no news)', () => {
    render(<PlainAlert type="info" role="status" banner title="Offline answers" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Offline answers');
  });

  it('is named by its label when it has one', () => {
    render(
      <PlainAlert type="info" role="status" banner label="Announcement" title="Maintenance" />,
    );
    expect(screen.getByRole('status', { name: 'Announcement' })).toHaveTextContent('Maintenance');
  });

  it.each<[PlainAlertType, string]>([
    ['info', 'info-circle'],
    ['success', 'check-circle'],
    ['warning', 'exclamation-circle'],
    ['error', 'close-circle'],
  ])('draws antd’s %s icon and tone', (type, icon) => {
    render(<PlainAlert type={type} title="Said" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass(`rs-plain-alert--${type}`);
    expect(alert.querySelector(`.rs-plain-alert__icon.rs-icon-${icon}`)).not.toBeNull();
  });

  it('has its actions and a named close button that closes it', async () => {
    const onClose = vi.fn();
    const onRetry = vi.fn();
    render(
      <PlainAlert
        type="error"
        title="Failed"
        action={
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        }
        onClose={onClose}
        closeLabel="Close"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.querySelector('.rs-icon')).toHaveAttribute('aria-hidden', 'true');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

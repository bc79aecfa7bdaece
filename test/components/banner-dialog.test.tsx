import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from '../../src/components/banner';
import { ConfirmDialog } from '../../src/components/confirm-dialog';
import { ErrorBoundary } from '../../src/components/error-boundary';

describe('Banner', () => {
  it('announces errors as alerts and info politely, and can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <>
        <Banner tone="error" title="Broken" onDismiss={onDismiss} />
        <Banner tone="info" title="Fine" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Broken');
    expect(screen.getByRole('status')).toHaveTextContent('Fine');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Broken' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});

describe('ConfirmDialog', () => {
  it('opens as a modal, takes focus, and cancels on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        title="Replace?"
        confirmLabel="Replace"
        onConfirm={() => {}}
        onCancel={onCancel}
      >
        <p>Really?</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Replace?' })).toHaveAccessibleDescription(
      'Really?',
    );
    // A native <dialog> opened with showModal(); the page behind it is inert (checked in Chromium).
    expect(screen.getByRole('alertdialog').tagName).toBe('DIALOG');
    expect(screen.getByRole('alertdialog')).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('ErrorBoundary', () => {
  it('shows the fallback for a render error and clears it when the reset key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Boom = ({ fail }: { fail: boolean }) => {
      if (fail) throw new Error('boom');
      return <p>fine</p>;
    };
    const fallback = (error: Error) => <p>failed: {error.message}</p>;
    const { rerender } = render(
      <ErrorBoundary resetKey="a" fallback={fallback}>
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed: boom')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="b" fallback={fallback}>
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from '../../src/components/button';
import { CopyButton } from '../../src/components/copy-button';
import { DownloadButton } from '../../src/components/download-button';
import { CloseIcon } from '../../src/components/icons';

afterEach(() => vi.restoreAllMocks());

describe('buttons', () => {
  it('an icon button is named and titled by its label', () => {
    render(<IconButton label="Close panel" icon={<CloseIcon />} />);
    expect(screen.getByRole('button', { name: 'Close panel' })).toHaveAttribute(
      'title',
      'Close panel',
    );
  });

  it('a busy button says so, ignores presses and does not submit its form, but stays focusable', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Record
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Record' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy={false} onClick={onClick}>
          Record
        </Button>
      </form>,
    );
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('copy says when it worked, and when refused opens the text selected with a download', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    render(
      <CopyButton text={() => 'payload'} filename="card.json" what="the card">
        Copy JSON
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy JSON' }));
    expect(writeText).toHaveBeenCalledWith('payload');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy the card by hand' });
    const field = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Text of the card',
    });
    expect(field).toHaveValue('payload');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'payload'.length]);
    expect(within(dialog).getByRole('button', { name: 'Download card.json' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copy opens the manual-copy dialog where the browser has no clipboard at all', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    render(<CopyButton text={() => '# Evidence'} filename="evidence.md" what="the evidence" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Copy the evidence by hand' })).getByRole(
        'textbox',
      ),
    ).toHaveValue('# Evidence');
  });

  it('download computes its content on click and saves it under the file name', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const content = vi.fn(() => '{"a":1}');
    render(<DownloadButton filename="card.json" content={content} />);
    expect(content).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(names).toEqual(['card.json']);
    expect(await blobs[0]?.text()).toBe('{"a":1}');
  });
});

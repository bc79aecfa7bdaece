import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilePickerButton } from '../../src/components/file-picker-button';

const json = (name: string) => new File(['{}'], name, { type: 'application/json' });

describe('FilePickerButton', () => {
  it('is one Tab stop, the button; the hidden input is named and takes JSON only', async () => {
    render(
      <FilePickerButton inputLabel="Cards to import" onFiles={() => undefined}>
        Choose…
      </FilePickerButton>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose…' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    const input = screen.getByLabelText<HTMLInputElement>('Cards to import');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.json,application/json');
    expect(input.multiple).toBe(false);
  });

  it('opens the picker from the button, by click or by keyboard', async () => {
    render(
      <FilePickerButton inputLabel="Cards to import" onFiles={() => undefined}>
        Choose…
      </FilePickerButton>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Cards to import');
    const opened = vi.fn();
    input.addEventListener('click', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Choose…' }));
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('hands over every picked file in order, and the same file again when picked again', async () => {
    const onFiles = vi.fn();
    render(
      <FilePickerButton multiple inputLabel="Cards to import" onFiles={onFiles}>
        Choose…
      </FilePickerButton>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Cards to import');
    expect(input.multiple).toBe(true);
    const [a, b] = [json('a.json'), json('b.json')];
    await userEvent.upload(input, [a, b]);
    await userEvent.upload(input, a);
    expect(onFiles.mock.calls).toEqual([[[a, b]], [[a]]]);
    expect(input.value).toBe('');
  });
});

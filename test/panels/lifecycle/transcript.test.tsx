import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controls, presets, renderPanel, setup } from './render-panel';
import { sessionActionsOf } from '../../../src/store/session-actions';

const transcript = () => within(screen.getByRole('tabpanel'));

describe('wire transcript', () => {
  it('shows a streamed delegation as A2A 0.3 SSE frames, and in 1.0 on the toggle', async () => {
    const { user } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Streamed screening' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    await user.click(controls().getByRole('button', { name: 'Step forward (→)' }));

    expect(transcript().getByText('Request · message/stream · id 1')).toBeInTheDocument();
    expect(transcript().getAllByText('SSE event · message/stream · id 1')).toHaveLength(2);
    const event = transcript().getAllByRole('group', {
      name: 'A2A 0.3 SSE event · message/stream · id 1',
    })[0];
    expect(event).toHaveTextContent(/^data: \{\s*"jsonrpc": "2.0"/);

    await user.click(transcript().getByRole('radio', { name: 'A2A 1.0' }));
    expect(transcript().getByText('Request · SendStreamingMessage · id 1')).toBeInTheDocument();
    expect(transcript().getAllByText('"statusUpdate"').length).toBeGreaterThan(0);
    expect(transcript().queryByText('"kind"')).not.toBeInTheDocument();
  });

  it('shows the push POST with its URL and the bearer token masked', async () => {
    const { user, store } = renderPanel();
    await user.click(presets().getByRole('button', { name: 'Clarifier' }));
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    sessionActionsOf(store).setPush('https://agents.bank.ae/cb', 's3cret-token');
    await user.click(controls().getByRole('button', { name: 'Step forward (→)' }));

    expect(transcript().getByText('Push · POST https://agents.bank.ae/cb')).toBeInTheDocument();
    const push = transcript().getByRole('group', {
      name: 'A2A 0.3 Push · POST https://agents.bank.ae/cb',
    });
    expect(push).toHaveTextContent('Authorization: Bearer ••••••••••••');
    expect(push).not.toHaveTextContent('s3cret');
  });

  it('folds and unfolds a JSON object', async () => {
    const { user } = renderPanel();
    await user.click(setup().getByRole('button', { name: 'Start delegation' }));
    const request = transcript().getByRole('group', {
      name: 'A2A 0.3 Request · message/stream · id 1',
    });
    expect(request).toHaveTextContent('"messageId"');
    await user.click(within(request).getByRole('button', { name: /^Collapse lines 5–/ }));
    expect(request).not.toHaveTextContent('"messageId"');
    expect(request).toHaveTextContent(/"params": \{ … \d+ lines \}/);
    await user.click(within(request).getByRole('button', { name: /^Expand lines 5–/ }));
    expect(request).toHaveTextContent('"messageId"');
  });
});

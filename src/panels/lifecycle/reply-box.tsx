// The caller's answer while the task waits in input-required or auth-required. Sending it
// continues the same task with a new message/send (or message/stream) call. Enter sends.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';

export interface ReplyBoxProps {
  /** What the agent asked, from the status message. */
  readonly question: string;
  readonly state: 'input-required' | 'auth-required';
  readonly onReply: (text: string) => void;
}

export function ReplyBox({ question, state, onReply }: ReplyBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    onReply(text);
    setText('');
  };
  return (
    <form className="lifecycle-reply" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="lifecycle-reply-title">
        {state === 'auth-required' ? 'The agent needs authorisation' : 'The agent asks'}
      </p>
      <blockquote className="lifecycle-reply-question">{question || '(no message)'}</blockquote>
      <label className="field-label" htmlFor={`${id}-text`}>
        Your reply
      </label>
      <div className="lifecycle-reply-row">
        <textarea
          id={`${id}-text`}
          className="input lifecycle-textarea"
          rows={2}
          value={text}
          placeholder={state === 'auth-required' ? 'e.g. Token granted' : 'e.g. UAE and UN lists'}
          aria-describedby={`${id}-keys`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, as in a chat; Shift+Enter adds a line. Not while an IME composes.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
        <Button type="submit" variant="primary" disabled={text.trim() === ''}>
          Send reply
        </Button>
      </div>
      <p id={`${id}-keys`} className="field-hint">
        Enter sends; Shift+Enter adds a line.
      </p>
    </form>
  );
}

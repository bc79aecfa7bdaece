// Record a review: who, a name and a note; the time is read when it is recorded and the
// fingerprint taken of the workspace as it is at that moment. One undo step.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { useWorkbenchActions } from '../../store';

export function RecordForm() {
  const id = useId();
  const { recordReview } = useWorkbenchActions();
  const [name, setName] = useState('');
  const [reviewer, setReviewer] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string }>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void recordReview({ name, reviewer, note }).then((result) => {
      setBusy(false);
      if (!result.ok) {
        setMessage({ tone: 'error', text: `Not recorded: ${result.error.message}.` });
        return;
      }
      setName('');
      setNote('');
      setMessage({
        tone: 'ok',
        text: `Recorded review “${result.value.name}”. It is now the baseline every panel compares with.`,
      });
    });
  };

  return (
    <section className="surface-card review-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Record a review</h2>
      <form className="review-form" onSubmit={submit}>
        <Field label="Review name" hint="Leave empty for “Review N”.">
          {(control) => (
            <input
              {...control}
              className="input"
              value={name}
              placeholder="e.g. Q2 sign-off"
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Field label="Reviewer">
          {(control) => (
            <input
              {...control}
              className="input"
              value={reviewer}
              autoComplete="name"
              onChange={(event) => setReviewer(event.target.value)}
            />
          )}
        </Field>
        <Field label="Note">
          {(control) => (
            <textarea
              {...control}
              className="input review-note"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="primary" busy={busy}>
          Record review
        </Button>
        <p className={message?.tone === 'error' ? 'review-error' : 'review-hint'} role="status">
          {message?.text}
        </p>
      </form>
    </section>
  );
}

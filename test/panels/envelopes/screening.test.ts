import { describe, expect, it } from 'vitest';
import { compactJson } from '../../../src/panels/envelopes/compact-json';
import {
  SCREENING_SETUP,
  screeningProblem,
  startScreening,
} from '../../../src/panels/envelopes/screening';
import { createWorkbenchStore, defaultWorkspace, emptyWorkspace } from '../../../src/store';

describe('starting the streamed screening', () => {
  it('streams the request from the investigator to the sanctions agent, stopped at submitted', () => {
    const store = createWorkbenchStore();
    expect(startScreening(store).ok).toBe(true);
    const { session } = store.getState();
    expect(session.setup).toMatchObject(SCREENING_SETUP);
    expect(session.run?.mode).toBe('stream');
    expect(session.run?.timeline.frames.map((f) => f.label)).toEqual(['ready', 'submitted']);
  });

  it('puts the built-in behaviour back when the workspace has lost it', () => {
    const store = createWorkbenchStore();
    const { actions } = store.getState();
    actions.deleteBehaviour(SCREENING_SETUP.behaviourId);
    expect(startScreening(store).ok).toBe(true);
    expect(store.getState().workspace.behaviours.map((b) => b.id)).toContain(
      SCREENING_SETUP.behaviourId,
    );
  });

  it('says which bank pieces are missing', () => {
    expect(screeningProblem(defaultWorkspace())).toBeUndefined();
    expect(screeningProblem(emptyWorkspace())).toBe(
      'It needs the caller payments-investigator and the card sanctions-screening-agent from the bank example.',
    );
  });
});

describe('compact JSON', () => {
  it('spaces items so long values wrap, and names an absent value', () => {
    expect(compactJson({ a: [1, 'x'], b: null })).toBe('{"a": [1, "x"], "b": null}');
    expect(compactJson(undefined)).toBe('absent');
  });
});

import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  WorkbenchProvider,
  createWorkbenchStore,
  selectName,
  useWorkbench,
  useWorkbenchActions,
} from '../../src/store';

function Name() {
  return <p>{useWorkbench(selectName)}</p>;
}

describe('WorkbenchProvider', () => {
  it('useWorkbench outside the provider throws an error that says what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWorkbench(selectName))).toThrow(
      /useWorkbench must be used inside <WorkbenchProvider>/,
    );
  });

  it('re-renders a component when the part it selected changes', () => {
    const store = createWorkbenchStore();
    render(
      <WorkbenchProvider store={store}>
        <Name />
      </WorkbenchProvider>,
    );
    expect(screen.getByText('Bank delegation example')).toBeInTheDocument();
    act(() => void store.getState().actions.setName('Review'));
    expect(screen.getByText('Review')).toBeInTheDocument();
  });

  it('hands out the same actions object on every render', () => {
    const store = createWorkbenchStore();
    const { result, rerender } = renderHook(() => useWorkbenchActions(), {
      wrapper: ({ children }) => <WorkbenchProvider store={store}>{children}</WorkbenchProvider>,
    });
    const first = result.current;
    act(() => void store.getState().actions.setName('x'));
    rerender();
    expect(result.current).toBe(first);
  });
});

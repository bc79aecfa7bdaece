// ← → step and Home / End jump through the event log from anywhere in the panel, except while
// the user is typing or a control (tabs, radios, selects) uses those keys itself.
import { useEffect } from 'react';

/** True when the key belongs to the focused control rather than to the stepper. */
function keyBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return (
    target.closest('[role="tablist"], [role="listbox"], [role="menu"], [role="slider"]') !== null
  );
}

export interface StepperKeys {
  readonly back: () => void;
  readonly forward: () => void;
  readonly first: () => void;
  readonly last: () => void;
}

export function useStepperKeys(keys: StepperKeys, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (keyBelongsToControl(event.target)) return;
      const action = {
        ArrowLeft: keys.back,
        ArrowRight: keys.forward,
        Home: keys.first,
        End: keys.last,
      }[event.key];
      if (action === undefined) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [keys, enabled]);
}

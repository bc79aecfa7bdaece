// In bench mode, measures how long an edit takes to reach the open panel: from the benchmark's
// start mark to the commit (a layout effect runs once the DOM holds the edit) and to the next frame.
import { useLayoutEffect } from 'react';
import { selectWorkspace, useWorkbench } from '../store';
import { EDIT_FRAME_MEASURE, EDIT_RENDER_MEASURE, EDIT_START_MARK } from './bench-mode';

export function EditTiming() {
  const workspace = useWorkbench(selectWorkspace);
  useLayoutEffect(() => {
    if (performance.getEntriesByName(EDIT_START_MARK, 'mark').length === 0) return;
    performance.measure(EDIT_RENDER_MEASURE, EDIT_START_MARK);
    requestAnimationFrame(() => {
      performance.measure(EDIT_FRAME_MEASURE, EDIT_START_MARK);
      performance.clearMarks(EDIT_START_MARK);
    });
  }, [workspace]);
  return null;
}

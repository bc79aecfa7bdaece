// Said above a windowed list: how many rows it has, and that only those near the view are drawn,
// so the browser's find in page (which searches what is drawn) and the keys that move between
// rows are not a surprise.
import { count as formatCount } from './counts';

export function WindowNote({ count, noun }: { readonly count: number; readonly noun: string }) {
  return (
    <p className="window-note">
      {formatCount(count)} {noun}. Only the rows near the view are drawn, so the browser&rsquo;s
      find in page searches those; <kbd>↑</kbd> <kbd>↓</kbd> <kbd>Home</kbd> <kbd>End</kbd> move
      between rows.
    </p>
  );
}

// Stepper, list and media icons, drawn like icons.tsx: decorative, 24-unit grid, currentColor.
import type { ReactNode } from 'react';

function icon(paths: ReactNode) {
  return function Icon({ size = 16 }: { readonly size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="icon"
      >
        {paths}
      </svg>
    );
  };
}

export const FirstIcon = icon(<path d="M6 5v14M18 6l-8 6 8 6z" />);
export const BackIcon = icon(<path d="m15 18-6-6 6-6" />);
export const ForwardIcon = icon(<path d="m9 18 6-6-6-6" />);
export const LastIcon = icon(<path d="M18 5v14M6 6l8 6-8 6z" />);
export const PlayIcon = icon(<path d="M7 5v14l11-7z" />);
export const PauseIcon = icon(<path d="M8 5v14M16 5v14" />);
export const RunIcon = icon(<path d="m5 6 7 6-7 6M13 6l7 6-7 6" />);
export const ResetIcon = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />);
export const UpIcon = icon(<path d="m18 15-6-6-6 6" />);
export const DownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const TrashIcon = icon(
  <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const StopIcon = icon(<rect x="6" y="6" width="12" height="12" rx="1" />);

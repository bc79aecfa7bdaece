// Line icons drawn with currentColor on a 24-unit grid, 16px by default. Always decorative: the
// control carrying an icon has its own accessible name.
import type { ReactNode } from 'react';

interface IconProps {
  readonly size?: number;
}

function icon(paths: ReactNode) {
  return function Icon({ size = 16 }: IconProps) {
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

export const UndoIcon = icon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />);
export const RedoIcon = icon(<path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />);
export const ShareIcon = icon(
  <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
);
export const UploadIcon = icon(
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />,
);
export const DownloadIcon = icon(
  <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
);
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />);
export const MonitorIcon = icon(
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
);
export const AlertIcon = icon(
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01" />,
);
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

// Stepper, list and media controls.
export const FirstIcon = icon(<path d="M6 5v14M18 6l-8 6 8 6z" />);
export const BackIcon = icon(<path d="m15 18-6-6 6-6" />);
export const ForwardIcon = icon(<path d="m9 18 6-6-6-6" />);
export const LastIcon = icon(<path d="M18 5v14M6 6l8 6-8 6z" />);
export const PlayIcon = icon(<path d="M7 5v14l11-7z" />);
export const PauseIcon = icon(<path d="M8 5v14M16 5v14" />);
export const RunIcon = icon(<path d="m5 6 7 6-7 6M13 6l7 6-7 6" />);
export const ResetIcon = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />);
export const StopIcon = icon(<rect x="6" y="6" width="12" height="12" rx="1" />);
export const UpIcon = icon(<path d="m18 15-6-6-6 6" />);
export const DownIcon = icon(<path d="m6 9 6 6 6-6" />);
export const ArrowUpIcon = icon(<path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDownIcon = icon(<path d="M12 5v14M19 12l-7 7-7-7" />);

// Editing a list of items.
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const TrashIcon = icon(
  <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />,
);
export const DuplicateIcon = icon(
  <>
    <rect x="8" y="8" width="14" height="14" rx="2" />
    <path d="M4 16a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2" />
  </>,
);
export const PencilIcon = icon(<path d="M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />);
export const ImportIcon = icon(
  <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M12 18v-6M9 15l3 3 3-3" />,
);
export const EyeOffIcon = icon(
  <path d="M9.9 4.2A10 10 0 0 1 12 4c7 0 10 8 10 8a17 17 0 0 1-2.2 3.3M6.6 6.6A17 17 0 0 0 2 12s3 8 10 8a10 10 0 0 0 5.4-1.6M14.1 14.1a3 3 0 1 1-4.2-4.2M2 2l20 20" />,
);

// Icons only the panels use, kept out of the first page (icons.tsx has the shell's); drawn the same
// way, by icon().
import { icon } from './icons';

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

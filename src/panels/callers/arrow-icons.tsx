// Up and down arrows for reordering the delegation chain, drawn like the shared line icons.
const arrow = (d: string) =>
  function Arrow() {
    return (
      <svg
        width={16}
        height={16}
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
        <path d={d} />
      </svg>
    );
  };

export const ArrowUpIcon = arrow('M12 19V5M5 12l7-7 7 7');
export const ArrowDownIcon = arrow('M12 5v14M19 12l-7 7-7-7');

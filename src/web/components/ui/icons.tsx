import type { ReactNode } from 'react';

// Icons inlined where a storefront page's own code draws them: `/` and the cart need no icon library
// (the other pages and the admin panel use lucide-react). Path data from Lucide (ISC licence).

interface IconProps {
  className?: string;
}

/** Mirrors an icon that points (an arrow, a chevron) on a right-to-left page, where start and end swap sides. */
export const MIRRORED_IN_RTL = 'rtl:-scale-x-100';

/** An icon drawn with Lucide's strokes: a page's own code may make its own with it. */
export function icon(children: ReactNode, { pointing = false } = {}) {
  return function Icon({ className = 'size-5' }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={pointing ? `${className} ${MIRRORED_IN_RTL}` : className}
      >
        {children}
      </svg>
    );
  };
}

export const ShoppingBagIcon = icon(
  <>
    <path d="M16 10a4 4 0 0 1-8 0" />
    <path d="M3.103 6.034h17.794" />
    <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
  </>,
);
export const MenuIcon = icon(<path d="M4 5h16M4 12h16M4 19h16" />);
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />);
export const SearchIcon = icon(
  <>
    <path d="m21 21-4.34-4.34" />
    <circle cx="11" cy="11" r="8" />
  </>,
);
export const EyeIcon = icon(
  <>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
/** Points down (a select's list): the same in either direction. */
export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />);
/** Points to the start of the line: left, and right on a right-to-left page. */
export const ChevronStartIcon = icon(<path d="m15 18-6-6 6-6" />, { pointing: true });
/** Points to the end of the line: right, and left on a right-to-left page. */
export const ChevronEndIcon = icon(<path d="m9 18 6-6-6-6" />, { pointing: true });

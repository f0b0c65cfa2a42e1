import type { SVGProps } from "react";

/**
 * The one drawing behind every Attune icon (favicon, apple-touch-icon, the PWA icons at /icons/icon-{size}.png) and
 * the logo on the public pages: two overlapping hearts on the brand gradient. Everything that matters sits inside
 * the central 80% circle, so the same artwork is safe as a maskable icon. Plain SVG elements and attributes only,
 * because next/og (Satori) renders it too.
 */
export const BRAND = {
  /** app/layout.tsx's viewport themeColor. */
  theme: "#c2185b",
  /** --color-brand-500 in app/globals.css, the light end of the gradient. */
  light: "#d8488c",
  /** --color-brand-50, the page background. */
  background: "#fff0f7",
} as const;

const HEART = "M0 14C-14 5-19-6-13-12-8.5-16.5-2.5-15 0-10 2.5-15 8.5-16.5 13-12 19-6 14 5 0 14Z";

type AttuneMarkProps = Omit<SVGProps<SVGSVGElement>, "viewBox"> & {
  size: number;
  /** Round the corners (browser tabs, in-page logo); app icons stay square because launchers apply their own mask. */
  rounded?: boolean;
  /** Distinguishes the gradient id when several marks share a document. */
  idPrefix?: string;
};

export function AttuneMark({ size, rounded = false, idPrefix = "attune-mark", ...props }: AttuneMarkProps) {
  const gradient = `${idPrefix}-gradient`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 100 100" {...props}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={BRAND.light} />
          <stop offset="1" stopColor={BRAND.theme} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" rx={rounded ? 22 : 0} fill={`url(#${gradient})`} />
      <g transform="translate(43 50) scale(1.45)">
        <path d={HEART} fill="#ffffff" fillOpacity="0.55" />
      </g>
      <g transform="translate(57 54) scale(1.45)">
        <path d={HEART} fill="#ffffff" />
      </g>
    </svg>
  );
}

/**
 * The hearts alone, white on transparent: a notification badge (decision 039). Android draws a badge from its alpha
 * channel only, so the full-bleed app icon would show as a plain white square in the status bar.
 */
export function AttuneBadgeMark({ size }: { size: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 100 100">
      <g transform="translate(43 50) scale(1.8)">
        <path d={HEART} fill="#ffffff" fillOpacity="0.55" />
      </g>
      <g transform="translate(57 54) scale(1.8)">
        <path d={HEART} fill="#ffffff" />
      </g>
    </svg>
  );
}

import { ImageResponse } from "next/og";
import { AttuneBadgeMark, AttuneMark } from "./attune-mark";

/** The PNG sizes of the installable app (spec 1 §9); /icons/icon-{size}.png serves each, /icon-generator offers them. */
export const APP_ICON_SIZES = [180, 192, 512, 1024] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

export function appIconPath(size: AppIconSize): string {
  return `/icons/icon-${size}.png`;
}

/**
 * A PNG of the Attune mark at `size` pixels. No text, so Satori needs no font and nothing is fetched; the routes that
 * call this are prerendered at build time.
 */
export function appIconResponse(size: number, options: { rounded?: boolean } = {}): ImageResponse {
  return new ImageResponse(
    <div style={{ display: "flex", width: "100%", height: "100%" }}>
      <AttuneMark size={size} rounded={options.rounded} />
    </div>,
    { width: size, height: size },
  );
}

/** The notification badge (decision 039): not an app icon, so neither the manifest nor /icon-generator lists it. */
const BADGE_ICON_SIZE = 96;
export const BADGE_ICON_FILE = `badge-${BADGE_ICON_SIZE}.png`;

export function badgeIconResponse(): ImageResponse {
  return new ImageResponse(
    <div style={{ display: "flex", width: "100%", height: "100%" }}>
      <AttuneBadgeMark size={BADGE_ICON_SIZE} />
    </div>,
    { width: BADGE_ICON_SIZE, height: BADGE_ICON_SIZE },
  );
}

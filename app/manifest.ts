import type { MetadataRoute } from "next";
import { BRAND } from "@/components/brand/attune-mark";
import { APP_ICON_SIZES, appIconPath } from "@/components/brand/app-icon";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "Attune",
    short_name: "Attune",
    description: "Emotional wellness for couples: moods, check-ins, shared rituals and coaching.",
    lang: "en",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    background_color: BRAND.background,
    theme_color: BRAND.theme,
    categories: ["health", "lifestyle"],
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: appIconPath(size),
        sizes: `${size}x${size}`,
        type: "image/png",
        purpose: "any" as const,
      })),
      // The artwork keeps to the maskable safe zone, so the 512 file doubles as the maskable icon.
      { src: appIconPath(512), sizes: "512x512", type: "image/png", purpose: "maskable" as const },
    ],
  };
}

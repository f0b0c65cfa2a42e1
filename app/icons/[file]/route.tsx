import { APP_ICON_SIZES, appIconResponse, BADGE_ICON_FILE, badgeIconResponse } from "@/components/brand/app-icon";

// Each icon is rendered once at build time (the manifest and /icon-generator link to these exact paths; the service
// worker shows the badge on notifications).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return [...APP_ICON_SIZES.map((size) => ({ file: `icon-${size}.png` })), { file: BADGE_ICON_FILE }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (file === BADGE_ICON_FILE) return badgeIconResponse();
  const size = APP_ICON_SIZES.find((candidate) => file === `icon-${candidate}.png`);
  if (!size) return new Response("Not found", { status: 404 });
  return appIconResponse(size);
}

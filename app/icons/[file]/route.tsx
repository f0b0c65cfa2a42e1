import { APP_ICON_SIZES, appIconResponse } from "@/components/brand/app-icon";

// Each icon is rendered once at build time (the manifest and /icon-generator link to these exact paths).
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return APP_ICON_SIZES.map((size) => ({ file: `icon-${size}.png` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const size = APP_ICON_SIZES.find((candidate) => file === `icon-${candidate}.png`);
  if (!size) return new Response("Not found", { status: 404 });
  return appIconResponse(size);
}

import type { MetadataRoute } from "next";
import { SIGNED_IN_PREFIXES, UNINDEXED_PREFIXES } from "@/lib/domain/site-map";
import { env } from "@/lib/env";

// Rendered per request: the sitemap's address comes from this server's APP_URL, not the build machine's.
export const dynamic = "force-dynamic";

/** /robots.txt (issue #20): the public pages are open; signed-in pages, the API and one-time links are not. */
export default function robots(): MetadataRoute.Robots {
  const origin = new URL(env().APP_URL).origin;
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...SIGNED_IN_PREFIXES, ...UNINDEXED_PREFIXES] },
    sitemap: `${origin}/sitemap.xml`,
  };
}

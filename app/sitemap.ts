import type { MetadataRoute } from "next";
import { PUBLIC_PAGES } from "@/lib/domain/site-map";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

/** /sitemap.xml (issue #20): the public pages only, at this server's APP_URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = new URL(env().APP_URL).origin;
  return PUBLIC_PAGES.map(({ path, changeFrequency, priority }) => ({
    url: `${origin}${path}`,
    changeFrequency,
    priority,
  }));
}

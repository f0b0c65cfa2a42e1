import type { Metadata } from "next";
import { appIconPath } from "./app-icon";

/** What a link preview shows for every public page: the app icon (square, so Twitter's "summary" card). */
const SHARE_IMAGE = { url: appIconPath(512), width: 512, height: 512, alt: "The Attune logo" };

/**
 * The metadata of a page search engines and link previews show (issue #20): its title and description, the canonical
 * address, Open Graph and Twitter cards. Paths are resolved against the root layout's metadataBase (APP_URL), so each
 * comes out absolute: at build time for the prerendered pages, per request for the others.
 */
export function publicPageMetadata({
  path,
  title,
  description,
  shareTitle = `${title} · Attune`,
  type = "website",
}: {
  path: string;
  /** The document title, before the layout's " · Attune". */
  title: string;
  description: string;
  /** The title a link preview shows, when the document title says too little out of context. */
  shareTitle?: string;
  type?: "website" | "article";
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      siteName: "Attune",
      locale: "en_US",
      url: path,
      title: shareTitle,
      description,
      images: [SHARE_IMAGE],
    },
    twitter: { card: "summary", title: shareTitle, description, images: [SHARE_IMAGE] },
    robots: { index: true, follow: true },
  };
}

import "./globals.css";
import type { Metadata, Viewport } from "next";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { NavigationPending } from "@/components/shell/navigation-pending";
import { RouteScrollReset } from "@/components/shell/route-scroll-reset";
import { Toasts } from "@/components/shell/toasts";
import { env } from "@/lib/env";
import { inter } from "./fonts";

/**
 * metadataBase makes every page's canonical and Open Graph paths absolute on APP_URL (issue #20): the build's for the
 * prerendered pages, this server's for the rest (decision 044). A plain object, not generateMetadata: a function here
 * would have Next stream every dynamic page's <title> after its body instead of sending it in the head.
 */
export const metadata: Metadata = {
  metadataBase: new URL(env().APP_URL),
  title: { default: "Attune", template: "%s · Attune" },
  description: "Emotional wellness for couples: moods, check-ins, shared rituals and coaching.",
  applicationName: "Attune",
};

export const viewport: Viewport = { themeColor: "#c2185b", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <RouteScrollReset />
        {/* Production builds only: `next dev` serves no /sw.js (decision 039). */}
        <ServiceWorkerRegistration enabled={env().NODE_ENV === "production"} />
        <NavigationPending>{children}</NavigationPending>
        <Toasts />
      </body>
    </html>
  );
}

import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import { Toaster } from "sonner";
import { ServiceWorkerRegistration } from "@/components/pwa/service-worker-registration";
import { RouteScrollReset } from "@/components/shell/route-scroll-reset";
import { env } from "@/lib/env";

export const metadata: Metadata = {
  title: { default: "Attune", template: "%s · Attune" },
  description: "Emotional wellness for couples: moods, check-ins, shared rituals and coaching.",
  applicationName: "Attune",
};

export const viewport: Viewport = { themeColor: "#c2185b", width: "device-width", initialScale: 1 };

// Toasts sit above the signed-in shell's bottom navigation bar (4rem tall) instead of covering it.
const TOAST_OFFSET = { bottom: "5rem", right: "1rem" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <RouteScrollReset />
        {/* Production builds only: `next dev` serves no /sw.js (decision 039). */}
        <ServiceWorkerRegistration enabled={env().NODE_ENV === "production"} />
        {children}
        {/* Spec 1 §9: 4 s, 3 visible, bottom-right. */}
        <Toaster
          position="bottom-right"
          duration={4000}
          visibleToasts={3}
          richColors
          closeButton
          offset={TOAST_OFFSET}
          mobileOffset={{ ...TOAST_OFFSET, left: "1rem" }}
        />
      </body>
    </html>
  );
}

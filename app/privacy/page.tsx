import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSections } from "@/components/legal/legal-sections";
import { PRIVACY_SECTIONS } from "./_components/privacy-sections";

export const metadata: Metadata = publicPageMetadata({
  path: "/privacy",
  title: "Privacy Policy",
  description: "What Attune collects, how it is protected, what your partner can see and how to delete it.",
});

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={{ label: "Last updated January 2025", dateTime: "2025-01" }}
      intro={
        <p>
          Your moods and your relationship are personal. This policy explains what we collect, why, and the control you
          keep over it.
        </p>
      }
    >
      <LegalSections sections={PRIVACY_SECTIONS} />
    </LegalPage>
  );
}

import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSections } from "@/components/legal/legal-sections";
import { TERMS_SECTIONS } from "./_components/terms-sections";

export const metadata: Metadata = publicPageMetadata({
  path: "/terms",
  title: "Terms and Conditions",
  description: "The terms for using Attune: eligibility, partner consent, subscriptions, the free trial and more.",
});

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      updated={{ label: "Last updated: January 2025", dateTime: "2025-01" }}
      intro={
        <p>
          Please read these Terms carefully. They explain what you can expect from Attune and what we expect from you.
        </p>
      }
    >
      <LegalSections sections={TERMS_SECTIONS} />
    </LegalPage>
  );
}

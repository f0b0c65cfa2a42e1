import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSections } from "@/components/legal/legal-sections";
import { COACH_SAFETY_SECTIONS } from "./_components/coach-safety-sections";

export const metadata: Metadata = publicPageMetadata({
  path: "/coach-safety",
  title: "How the coach keeps you safe",
  description:
    "What Attune's coach is and is not, how messages are screened for crisis language, the help lines it shows, and what it knows about you.",
  type: "article",
});

/** The coach's published safety protocol (issue #15, decision 035), linked from the assistant panel. */
export default function CoachSafetyPage() {
  return (
    <LegalPage
      title="How the coach keeps you safe"
      updated={{ label: "Last updated November 2026", dateTime: "2026-11" }}
      intro={
        <p>
          Attune&rsquo;s coach is a computer program that offers self-help ideas for you and your relationship. It is
          not a therapist, a counsellor or a human, and it cannot help in an emergency. This page explains how it
          behaves when a conversation touches something serious, and what it knows about you.
        </p>
      }
    >
      <LegalSections sections={COACH_SAFETY_SECTIONS} />
    </LegalPage>
  );
}

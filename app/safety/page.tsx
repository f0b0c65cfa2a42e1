import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { LegalPage } from "@/components/legal/legal-page";
import { LegalSections } from "@/components/legal/legal-sections";
import { QuickExit, quickExitSite } from "@/components/safety/quick-exit";
import { safetySections } from "./_components/safety-sections";

export const metadata: Metadata = publicPageMetadata({
  path: "/safety",
  title: "Your safety",
  description:
    "Signs that your phone may be monitored, how to use Attune more safely, what quick exit and the quiet pause do, and where to get help with domestic abuse.",
  type: "article",
});

/**
 * The safety page (issue #38 item 5, decision 075): public and prerendered like the legal pages, with quick exit at
 * the top, linked from both footers, the coach and Settings' Safety section.
 */
export default function SafetyPage() {
  return (
    <LegalPage
      title="Your safety"
      quickExit={<QuickExit />}
      updated={{ label: "Last updated November 2026", dateTime: "2026-11" }}
      intro={
        <>
          <p>
            Attune is made for two people who choose to share how they feel. If you are worried that a partner, or
            anyone else, is watching what you do on your phone or controlling you, this page is for you: how to use
            Attune more safely, what quick exit does, and where to get help.
          </p>
          <p>
            <strong>If you are in danger right now, call your local emergency number.</strong>
          </p>
        </>
      }
    >
      <LegalSections sections={safetySections({ exitSite: quickExitSite() })} />
    </LegalPage>
  );
}

import type { Metadata } from "next";
import { publicPageMetadata } from "@/components/brand/page-metadata";
import { JsonLd } from "@/components/legal/json-ld";
import { LegalPage } from "@/components/legal/legal-page";
import { DeletionGuide, deletionHowTo } from "./_components/deletion-guide";

const description =
  "How to delete your Attune account: Settings → Danger Zone → Delete Account. What is deleted, and how long it takes.";

export const metadata: Metadata = publicPageMetadata({
  path: "/delete-info",
  title: "Delete Your Account",
  shareTitle: "Delete your Attune account",
  description,
  type: "article",
});

export default function DeleteInfoPage() {
  return (
    <LegalPage
      title="Delete Your Account"
      intro={<p>You can delete your Attune account and its data yourself, at any time, from the app.</p>}
    >
      <JsonLd data={deletionHowTo()} />
      <DeletionGuide />
    </LegalPage>
  );
}

import type { Metadata } from "next";
import { JsonLd } from "@/components/legal/json-ld";
import { LegalPage } from "@/components/legal/legal-page";
import { DeletionGuide, deletionHowTo } from "./_components/deletion-guide";

const description =
  "How to delete your Attune account: Settings → Danger Zone → Delete Account. What is deleted, and how long it takes.";

export const metadata: Metadata = {
  title: "Delete Your Account",
  description,
  openGraph: { title: "Delete your Attune account", description, type: "article" },
  robots: { index: true, follow: true },
};

export default function DeleteInfoPage() {
  return (
    <LegalPage
      title="Delete Your Account"
      intro={<p>You can delete your Attune account and its data yourself, at any time, from the app.</p>}
    >
      {/*
        Relative on purpose: Next's `alternates.canonical` resolves against metadataBase, which would be
        http://localhost:3000 in a static build (APP_URL is not read at build time). React hoists this into <head>.
      */}
      <link rel="canonical" href="/delete-info" />
      <JsonLd data={deletionHowTo()} />
      <DeletionGuide />
    </LegalPage>
  );
}

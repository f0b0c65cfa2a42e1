import type { ReactNode } from "react";

export type LegalSection = {
  /** The fragment the table of contents links to. */
  id: string;
  title: string;
  content: ReactNode;
};

/** Plain JSX in a section reads as prose: spaced paragraphs, bulleted lists, underlined links. */
const PROSE =
  "space-y-3 leading-7 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5";

/** A table of contents with anchor links, then the numbered sections ("1. Title"). */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      <nav aria-labelledby="contents-heading" className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
        <h2 id="contents-heading" className="text-base font-semibold">
          Contents
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-0.5 text-brand-700 underline-offset-4 hover:underline"
              >
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          // scroll-mt keeps a jumped-to heading clear of the sticky header.
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-20">
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className={`mt-3 ${PROSE}`}>{section.content}</div>
          </section>
        ))}
      </div>
    </>
  );
}

/** The same prose styling for content outside a numbered section (e.g. /delete-info). */
export function LegalProse({ children }: { children: ReactNode }) {
  return <div className={PROSE}>{children}</div>;
}

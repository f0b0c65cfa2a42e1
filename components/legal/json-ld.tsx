/**
 * Structured data for search engines. The object is serialised here, never taken as markup, and "<" is escaped so
 * no value can end the script element early: the one place dangerouslySetInnerHTML is allowed.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

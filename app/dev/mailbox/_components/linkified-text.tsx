const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its URLs as links, built as React nodes (no HTML injection from message bodies). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="text-sm whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

import path from "node:path";

/** A PDF's text as a reader extracts it: pdf.js (with its own copies of the standard fonts), pages joined by spaces. */
export async function pdfText(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const fonts = `${path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts")}/`;
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts, useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join(" ").replace(/\s+/g, " ");
}

/*
 * For component tests on a DOM (`// @vitest-environment happy-dom`): what a reader reads, not how the markup is built.
 */

/**
 * An element's text as read: every element's text apart from its neighbours' (cells, terms and badges do not run
 * together), the text within one element as written, whitespace collapsed.
 */
export function readText(element: Element): string {
  const read = (node: Node): string =>
    node.nodeType === 3 ? (node.textContent ?? "") : ` ${Array.from(node.childNodes, read).join("")} `;
  return read(element).replace(/\s+/g, " ").trim();
}

/** A table's body rows as read, one array of cell texts per row (header rows left out). */
export function tableRows(table: Element): string[][] {
  return Array.from(table.querySelectorAll("tbody tr"), (row) =>
    Array.from(row.querySelectorAll("th, td"), (cell) => readText(cell)),
  );
}

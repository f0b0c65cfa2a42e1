/* What Settings → Import's islands (islands.tsx) draw, fetched as one chunk as the page hydrates (issue #34). */
export { ImportFlow } from "./import-flow";
export { ShareImportButton } from "./share-import-button";

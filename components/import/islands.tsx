"use client";

import { island } from "@/components/ui/island";

/*
 * Settings → Import's client parts as islands (components/ui/island.tsx, issue #34): the server renders the app and
 * file choice and the earlier imports' Share buttons as before, and their code (with the import texts and rules) is
 * fetched as the page hydrates instead of with it. The preview and its mapper come later still, when a file is
 * chosen (import-flow.tsx).
 */

const parts = () => import("./island-parts");

export const ImportFlow = island(() => parts().then((m) => m.ImportFlow));
export const ShareImportButton = island(() => parts().then((m) => m.ShareImportButton));

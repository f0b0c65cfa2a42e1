"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

/*
 * The tabs' query client, in the tabs' chunks rather than the page's first load (issue #34, decision 066): react-query
 * is about 14 kB gzip, and no tab can show a figure before its first fetch anyway. One client for the page's visit,
 * so every tab shares it as when the page held it; DevTools drops it when the page goes (resetDevToolsClient), so the
 * next visit starts afresh as before.
 */
let client: QueryClient | null = null;

export function devToolsClient(): QueryClient {
  return (client ??= new QueryClient({ defaultOptions: { queries: { staleTime: 5_000 } } }));
}

export function resetDevToolsClient() {
  client?.clear();
  client = null;
}

export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={devToolsClient()}>{children}</QueryClientProvider>;
}

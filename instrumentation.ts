export async function register() {
  // NEXT_RUNTIME is a build-time constant set by Next (not configuration), so lib/env.ts does not own it; the check
  // lets the bundler drop the Node-only startup code from any edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./lib/startup");
    await startServer();
    // Issue #38 item 4 (decision 080): compile the free-text screen's patterns now, not on someone's first save.
    (await import("./lib/services/safety/screen-for-author")).warmScreen();
  }
}

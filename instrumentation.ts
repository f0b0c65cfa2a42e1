export async function register() {
  // NEXT_RUNTIME is a build-time constant set by Next (not configuration), so lib/env.ts does not own it; the check
  // lets the bundler drop the Node-only startup code from any edge bundle.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("./lib/startup");
    await startServer();
  }
}

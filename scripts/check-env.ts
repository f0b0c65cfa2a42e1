import { EnvError, checkEnvForBuild } from "@/lib/env";

// Runs before `next build`, so a bad variable fails the build with its name instead of a crash at first request.
try {
  checkEnvForBuild(process.env);
  console.log("Environment configuration is valid.");
  // The prerendered public pages keep this address in their canonical and share links; a production server on a
  // public APP_URL refuses to start with a build made for another (decision 044).
  console.log(`Public pages are built for ${process.env.APP_URL || "http://localhost:3000 (APP_URL is not set)"}.`);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

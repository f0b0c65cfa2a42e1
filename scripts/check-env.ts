import { EnvError, checkEnvForBuild } from "@/lib/env";

// Runs before `next build`, so a bad variable fails the build with its name instead of a crash at first request.
try {
  checkEnvForBuild(process.env);
  console.log("Environment configuration is valid.");
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

import { connection } from "@/db/client";
import { isAppError } from "@/lib/errors";
import { grantUserRole } from "@/lib/services/dev-tools/grant-user-role";

// `npm run user:admin -- person@example.com` grants the admin role to an existing account.
const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run user:admin -- <email>");
  process.exit(2);
}
try {
  await grantUserRole({ email, role: "admin" });
  console.log(`${email.trim().toLowerCase()} is now an admin. They see it after their next sign-in or page load.`);
} catch (error) {
  console.error(isAppError(error) ? error.message : error);
  process.exitCode = 1;
} finally {
  await connection().close();
}

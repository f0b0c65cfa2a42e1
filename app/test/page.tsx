import { connection } from "next/server";

export default async function TestPage() {
  await connection(); // render per request so the time is current
  return (
    <main className="p-8">
      <h1 className="text-2xl font-semibold">App Working</h1>
      <p className="mt-2 text-muted">Current time: {new Date().toISOString()}</p>
    </main>
  );
}

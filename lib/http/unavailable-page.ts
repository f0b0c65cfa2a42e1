import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/errors";

/**
 * What a page request gets while the database is away (decision 026): 503 with Retry-After and the spec's message,
 * answered by proxy.ts without rendering, so an outage neither logs a stack per page nor shows a half-built screen.
 * Plain HTML with no script; the policy allows nothing else.
 */
export function unavailablePage(): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Attune</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;padding:1rem;
color:#3b0a1f;background:#fdf2f6;text-align:center}a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;
border-radius:.6rem;background:#c2185b;color:#fff;text-decoration:none;font-weight:600}</style></head>
<body><main><h1>Attune</h1><p role="alert">${UNAVAILABLE_MESSAGE}</p><a href="">Try again</a></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(UNAVAILABLE_RETRY_AFTER_SECONDS),
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

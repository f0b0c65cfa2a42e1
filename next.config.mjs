/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run start` and the Docker image serve .next/standalone/server.js: the server with only the node_modules files
  // it traced, so an image needs neither the source nor the whole dependency tree (issue #41, decision 077).
  // scripts/assemble-standalone.mjs adds what Next leaves out (public/, .next/static, db/migrations).
  output: "standalone",
  // Native or WASM packages must load from node_modules at run time, not be bundled.
  // prom-client and OpenTelemetry keep process-wide state (the default collectors, the global tracer provider): loaded
  // once from node_modules rather than copied into each bundle (decision 078).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "pg",
    "rate-limiter-flexible",
    "twilio",
    "prom-client",
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace-node",
    "@opentelemetry/sdk-trace-base",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    "@opentelemetry/semantic-conventions",
  ],
  typedRoutes: false,
  // `ANALYZE=1 npm run build`: browser source maps, to attribute each first-load chunk's bytes to the modules they came
  // from (decision 066, issue #34). Off by default: the maps' comments add about 0.3 kB to every route.
  productionBrowserSourceMaps: process.env.ANALYZE === "1",
  turbopack: {
    resolveAlias: {
      // Next's built-in polyfills (Array.prototype.at, flat, Object.hasOwn, …) ship to every browser, but every
      // browser Next 16 supports (the browserslist in package.json) has them natively: 14 kB of dead code on every
      // first load (issue #20, decision 044). vercel/next.js#86785 tracks making them opt-in. The key is the exact
      // request next/dist/client/app-globals.js makes; `false` resolves it to an empty module.
      "../build/polyfills/polyfill-module": false,
    },
  },
  experimental: {
    // proxy.ts reads server-action bodies (to refuse malformed ones) from a buffered copy; Next's own action limit is
    // 1 MB, so nothing larger is worth buffering.
    proxyClientMaxBodySize: "1mb",
  },
  async headers() {
    return [
      {
        // JSON and files only: nothing under /api is a document, so it may load and run nothing (decision 025). Pages
        // get their policy, with a nonce or script hashes, from proxy.ts.
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
      {
        // The service worker (public/sw.js, decision 039). A worker takes its CSP from its own script's response, so it
        // gets one fit for a worker (same-origin fetches, no eval, no plugins) instead of a page's nonce policy, which
        // proxy.ts never sets here. no-cache: every update check reaches the server, so a new deploy's worker is found
        // at once. Its scope is the site's root, where it is served, so no Service-Worker-Allowed is needed.
        source: "/sw.js",
        headers: [
          { key: "Content-Type", value: "application/javascript; charset=utf-8" },
          { key: "Cache-Control", value: "no-cache" },
          { key: "Content-Security-Policy", value: "default-src 'self'; object-src 'none'; base-uri 'none'" },
        ],
      },
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;

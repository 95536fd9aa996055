import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Native modules stay outside the bundle; they are loaded from node_modules at run time.
  serverExternalPackages: ["better-sqlite3", "sharp", "@prisma/adapter-better-sqlite3"],
  poweredByHeader: false,
};

export default nextConfig;

import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import "./globals.css";

export const metadata: Metadata = { title: { default: "Agent CMS", template: "%s · Agent CMS" } };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry that response's CSP nonce (proxy.ts).
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <Toaster position="bottom-left" richColors closeButton />
      </body>
    </html>
  );
}

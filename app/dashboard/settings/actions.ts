"use server";

import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/actions";
import { settings } from "@/lib/services/settings";

const COLOR_PREFIX = "themeColors.";

export async function saveSettings(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const text = (name: string) => String(formData.get(name) ?? "").trim();
  const labels = formData.getAll("socialLinks.label").map(String);
  const urls = formData.getAll("socialLinks.url").map(String);
  const themeColors = Object.fromEntries(
    [...formData.entries()].filter(([key]) => key.startsWith(COLOR_PREFIX)).map(([key, value]) => [key.slice(COLOR_PREFIX.length), String(value).trim()]),
  );
  return runAction(
    (ctx) =>
      settings.update(ctx, {
        name: text("name"),
        tagline: text("tagline"),
        logoImageId: text("logoImageId") || null,
        themeColors,
        socialLinks: labels.map((label, index) => ({ label: label.trim(), url: (urls[index] ?? "").trim() })),
        seoTitle: text("seoTitle"),
        seoDescription: text("seoDescription"),
      }),
    // The public site reads the settings on every page.
    { success: "Settings saved.", revalidate: ["/dashboard/settings", "/"] },
  );
}

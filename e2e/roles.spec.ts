import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signIn } from "./pages/login-page";
import { writeUniquePng } from "./support/images";
import { unique } from "./support/unique";

test.describe("viewer role", () => {
  test("a viewer can read pages but not change them", async ({ page }) => {
    await signIn(page, "viewer");
    await page.goto("/dashboard/pages");
    const about = page.getByRole("table", { name: "Pages" }).getByRole("link", { name: "About", exact: true });
    await expect(about).toBeVisible();
    await expect(page.getByRole("link", { name: "New page" })).toHaveCount(0);

    await about.click();
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await expect(page.getByRole("note")).toHaveText("You have read-only access: your role (viewer) can read pages but not change them.");
    await expect(page.getByRole("heading", { level: 3, name: "1. Text" })).toBeVisible();
    for (const name of ["Publish", "Unpublish", "Move to trash", "Save details", "Add section", "Save section"]) {
      await expect(page.getByRole("button", { name, exact: true }), name).toHaveCount(0);
    }
    await expect(page.getByRole("button", { name: /^Edit/ })).toHaveCount(0);
  });

  test("a viewer is turned away from admin and editor screens", async ({ page }) => {
    await signIn(page, "viewer");
    for (const path of ["/dashboard/users", "/dashboard/pages/new"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard\?denied=1$/);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Your role (viewer) cannot open that part of the dashboard.");
    }
  });

  test("a viewer's upload to the media API is forbidden", async ({ page }, testInfo) => {
    const name = `${unique("viewer-upload").replace(" ", "-")}.png`;
    const png = await readFile(await writeUniquePng(testInfo.outputPath(name)));
    await signIn(page, "viewer");

    const upload = await page.request.post("/api/media", { multipart: { file: { name, mimeType: "image/png", buffer: png }, alt: "Should not be stored" } });
    expect(upload.status()).toBe(403);
    expect(await upload.json()).toMatchObject({ ok: false, code: "forbidden", error: "Your role (viewer) is not allowed to change content." });

    const list = await page.request.get(`/api/media?query=${encodeURIComponent(name)}`);
    expect(list.status()).toBe(200);
    expect(await list.json()).toMatchObject({ ok: true, total: 0 });
  });
});

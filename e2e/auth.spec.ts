import { expect, test } from "@playwright/test";
import { ACCOUNTS, signIn } from "./pages/login-page";

test.describe("authentication", () => {
  test("signs in with the demo editor and signs out", async ({ page }) => {
    await signIn(page, "editor", { fresh: true });
    await expect(page.getByRole("heading", { name: /Welcome, Eddie Editor/ })).toBeVisible();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });

  test("a wrong password shows a clear message and no session", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(ACCOUNTS.editor.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Email or password is incorrect.");
    await page.goto("/dashboard/pages");
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fpages/);
  });

  test("after sign-in, only a path on this site is followed", async ({ page, baseURL }) => {
    for (const [next, landing] of [
      ["/%5C127.0.0.1:3714/pwned", "/dashboard"],
      ["//evil.example/", "/dashboard"],
      ["/dashboard/pages", "/dashboard/pages"],
    ]) {
      await page.context().clearCookies();
      await page.goto(`/login?next=${next}`);
      await page.getByLabel("Email").fill(ACCOUNTS.editor.email);
      await page.getByLabel("Password").fill(ACCOUNTS.editor.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page, next).toHaveURL(`${baseURL}${landing}`);
    }
  });

  test("the sign-in page and the public site name an icon that loads without a session", async ({ page }) => {
    for (const path of ["/login", "/"]) {
      await page.goto(path);
      const href = await page.locator('head link[rel="icon"]').first().getAttribute("href");
      expect(href, path).toBeTruthy();
      const icon = await page.request.get(href!);
      expect(icon.status(), href!).toBe(200);
      expect(icon.headers()["content-type"]).toContain("image/svg+xml");
    }
  });

  test("unauthenticated requests to the dashboard, preview and APIs are refused", async ({ request }) => {
    for (const path of ["/dashboard", "/dashboard/pages", "/preview/pages/anything"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location).toContain("/login");
    }
    const upload = await request.post("/api/media", { multipart: { file: { name: "x.png", mimeType: "image/png", buffer: Buffer.from("x") } } });
    expect(upload.status()).toBe(401);
    expect(await upload.json()).toMatchObject({ ok: false, error: "Sign in to use this API." });
    const list = await request.get("/api/media", { headers: { cookie: "cms_session=forged-token" } });
    expect(list.status()).toBe(401);
  });

  test("a forged session cookie does not open the dashboard", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cms_session", value: "forged-token", url: baseURL! }]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});

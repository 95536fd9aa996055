import { expect, test } from "@playwright/test";
import { signIn } from "./pages/login-page";
import { unique } from "./support/unique";

const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

test.describe("public site", () => {
  test("a published post's social preview names its cover image by a full address on the site's own host", async ({ page }) => {
    await page.goto("/blog");
    const link = page.getByRole("link", { name: "Welcome to our new website" }).first();
    const path = (await link.getAttribute("href"))!;

    const image = ogImage(await (await page.request.get(path)).text());
    expect(image).toMatch(/^http:\/\/localhost:\d+\/media\//);
    expect((await page.request.get(image!)).status()).toBe(200);

    // Reached under another name (a proxy, a custom domain), the preview follows that name.
    const viaDomain = await page.request.get(path, { headers: { host: "cms.example.test" } });
    expect(ogImage(await viaDomain.text())).toMatch(/^http:\/\/cms\.example\.test\/media\//);
  });
});

test.describe("what search engines and feed readers get", () => {
  test("the sitemap and the blog's feed list only what visitors can see, never a draft", async ({ page }) => {
    const draft = unique("Unannounced launch");
    await signIn(page, "editor");
    await page.goto("/dashboard/posts/new");
    await page.getByLabel("Title", { exact: true }).fill(draft);
    await page.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { level: 1, name: draft })).toBeVisible();
    const draftSlug = await page.getByLabel("Slug", { exact: true }).inputValue();
    expect(draftSlug).toMatch(/^unannounced-launch-/);

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/about<\/loc>/);
    expect(sitemap).toContain("/blog/welcome-to-our-new-website</loc>");
    expect(sitemap).not.toContain(draftSlug);

    const response = await page.request.get("/blog/feed.xml");
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const feed = await response.text();
    expect(feed).toContain("<title>Welcome to our new website</title>");
    expect(feed).toContain("<category>news</category>");
    expect(feed).not.toContain(draft);

    await page.goto("/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/feed\.xml$/);
  });
});

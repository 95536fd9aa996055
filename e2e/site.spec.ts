import { expect, test } from "@playwright/test";

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

import { expect, test } from "@playwright/test";
import { formAlert, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";
import { writeUniquePng } from "./support/images";
import { unique } from "./support/unique";

test.describe("media", () => {
  test("an editor uploads an image with alt text and edits it", async ({ page }, testInfo) => {
    const name = `${unique("meadow").replace(" ", "-")}.png`;
    const alt = unique("A green meadow");
    const newAlt = unique("A meadow under a grey sky");
    const file = await writeUniquePng(testInfo.outputPath(name));
    await signIn(page, "editor");
    await page.goto("/dashboard/media");

    await page.getByLabel("Image file").setInputFiles(file);
    await page.getByLabel("Alt text (optional)").fill(alt);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(toast(page, `Uploaded "${name}".`)).toBeVisible();

    const tile = page.getByRole("list", { name: "Images" }).getByRole("listitem").filter({ hasText: name });
    await expect(tile).toContainText(`Alt: ${alt}`);
    await expect(tile).toContainText("48 × 32 px");
    await expect(tile.getByRole("img")).toHaveAttribute("alt", alt);

    await tile.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const altField = page.getByLabel("Alt text", { exact: true });
    await expect(altField).toHaveValue(alt);
    await altField.fill(newAlt);
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(toast(page, `Saved the details of "${name}".`)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Alt text", { exact: true })).toHaveValue(newAlt);
    await expect(page.getByRole("img", { name: newAlt })).toBeVisible();
    await page.getByRole("link", { name: "Media library" }).click();
    await expect(tile).toContainText(`Alt: ${newAlt}`);
  });

  test("a text file named .png is refused with a readable message", async ({ page }) => {
    const name = `${unique("not-an-image").replace(" ", "-")}.png`;
    await signIn(page, "editor");
    await page.goto("/dashboard/media");
    await page.getByLabel("Image file").setInputFiles({ name, mimeType: "image/png", buffer: Buffer.from("just some text, not pixels\n") });
    await page.getByRole("button", { name: "Upload" }).click();

    await expect(formAlert(page)).toHaveText("The file is not an image that can be read.");
    await expect(page.getByRole("list", { name: "Images" }).getByText(name)).toHaveCount(0);
  });
});

import { expect, test, type Page } from "@playwright/test";
import { card, toast } from "./pages/dashboard";
import { signIn } from "./pages/login-page";

const deletePageForEditors = (page: Page) => page.getByLabel("Move a page to the trash for editors");

/** The table row of one tool, by its label (not of tools whose labels start the same). */
const toolRow = (page: Page, label: string) => page.getByRole("row", { name: new RegExp(`^${label}\\b`) });

/** Saves the Pages group and waits for the toast naming the change. */
async function savePages(page: Page, message: string) {
  await page.getByRole("button", { name: "Save changes to Pages" }).click();
  await expect(toast(page, message)).toBeVisible();
}

test.describe("agent approvals settings", () => {
  test("an admin blocks a tool for editors, sees it kept after a reload, then resets it", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard/settings/agent");
    await expect(page.getByRole("heading", { level: 1, name: "Agent approvals" })).toBeVisible();
    await expect(toolRow(page, "Move a page to the trash").getByRole("cell", { name: "Asks first" })).toBeVisible();
    await expect(deletePageForEditors(page)).toHaveValue("default");

    await deletePageForEditors(page).selectOption({ label: "Block" });
    await expect(page.getByText("1 unsaved change")).toBeVisible();
    await savePages(page, "“Move a page to the trash” for editors is now “Block”.");
    await expect(page.getByText("1 unsaved change")).toHaveCount(0);

    await page.reload();
    await expect(deletePageForEditors(page)).toHaveValue("block");
    await expect(page.getByLabel("Move a page to the trash for admins")).toHaveValue("default");
    const overrides = card(page, "Overrides in effect");
    await expect(overrides.getByRole("listitem").filter({ hasText: "Move a page to the trash" })).toHaveText(/Move a page to the trash\s*for editors:\s*Block/);

    await deletePageForEditors(page).selectOption({ label: "Default" });
    await savePages(page, "“Move a page to the trash” for editors is back to its default.");
    await page.reload();
    await expect(deletePageForEditors(page)).toHaveValue("default");
    await expect(overrides.getByText("Move a page to the trash")).toHaveCount(0);
  });

  test("an admin keeps the hosts the assistant may read without asking", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard/settings/agent");
    const hosts = card(page, "Sites the assistant may read without asking");
    await expect(toolRow(page, "Fetch an address").getByRole("cell", { name: /^Asks for hosts not on the assistant's host list/ })).toBeVisible();
    await hosts.getByLabel("Hosts").fill("API.Example.com\nhttps://feeds.example.org/rss\nnot a host");
    await hosts.getByRole("button", { name: "Save hosts" }).click();
    await expect(hosts.getByRole("alert")).toContainText("“not a host” is not a host name; write one like api.example.com");
    await expect(hosts.getByLabel("Hosts")).toHaveValue("API.Example.com\nhttps://feeds.example.org/rss\nnot a host");

    await hosts.getByLabel("Hosts").fill("API.Example.com\nhttps://feeds.example.org/rss");
    await hosts.getByRole("button", { name: "Save hosts" }).click();
    await expect(toast(page, "The assistant may read from 2 hosts without asking.")).toBeVisible();
    await page.reload();
    await expect(hosts.getByLabel("Hosts")).toHaveValue("api.example.com\nfeeds.example.org");

    await hosts.getByLabel("Hosts").fill("");
    await hosts.getByRole("button", { name: "Save hosts" }).click();
    await expect(toast(page, "No hosts listed: every request to another site asks first.")).toBeVisible();
  });

  test("an editor sees the approval rules read-only", async ({ page }) => {
    await signIn(page, "editor");
    await page.goto("/dashboard/settings/agent");
    await expect(page.getByRole("note")).toHaveText("You have read-only access: your role (editor) can see the agent's approval rules, but only admins can change them.");
    await expect(toolRow(page, "Move a page to the trash").getByRole("cell", { name: "Asks first" })).toBeVisible();
    await expect(page.getByRole("combobox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Save changes/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Reset/ })).toHaveCount(0);
  });

  test("custom tools are listed under Custom tools by label and policy, and the ones that did not load are named with the reason", async ({ page }) => {
    await signIn(page, "admin");
    await page.goto("/dashboard/settings/agent");
    const custom = card(page, "Custom tools");
    await expect(custom.getByRole("row", { name: /^Count words\b/ }).getByRole("cell", { name: "Asks first (tools.config.json)" })).toBeVisible();
    await expect(custom.getByRole("row", { name: /^Send the newsletter\b/ }).getByRole("cell", { name: "Blocked (tools.config.json)" })).toBeVisible();
    await expect(page.getByLabel("Count words for editors")).toHaveValue("default");

    const problems = card(page, "Custom tools that did not load");
    await expect(problems.getByRole("listitem")).toHaveCount(1);
    await expect(problems.getByRole("listitem")).toContainText(/e2e\/fixtures\/custom-tools\/broken\.mjs\s*could not be loaded: the module exploded on import/);
    await expect(problems).not.toContainText("newsletter");
  });
});

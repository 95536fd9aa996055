import { expect, type Locator, type Page } from "@playwright/test";

/** The "Assistant" button that opens the docked chat (shown while the panel is closed). */
export function assistantButton(page: Page): Locator {
  return page.getByRole("button", { name: "Assistant", exact: true });
}

/** Whether the element focused now lies inside `container`. */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** The element focused now, described for failure messages ("BUTTON Close assistant"). */
export async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? ""}` : "none";
  });
}

/** Whether `locator`'s element is inside an inert part of the page (unreachable by focus, clicks and screen readers). */
export async function isInert(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.closest("[inert]") !== null);
}

/** Presses Tab `times` times and returns whether focus stayed inside `container` after each one. */
export async function tabStaysInside(page: Page, container: Locator, times: number): Promise<boolean> {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press("Tab");
    if (!(await focusIsInside(container))) return false;
  }
  await expect(container).toBeVisible();
  return true;
}

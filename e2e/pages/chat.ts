import { expect, type Locator, type Page, type Response } from "@playwright/test";

const isChatPost = (response: Response) => new URL(response.url()).pathname === "/api/chat" && response.request().method() === "POST";

/**
 * The assistant's conversation, in the docked panel or on /dashboard/chat. Every helper that
 * starts a request waits for its stream to end (the server closes it once the turn is saved), so
 * what follows sees the finished turn.
 */
export class Chat {
  private constructor(
    readonly page: Page,
    /** The panel or the page's main content: everything below is looked up inside it. */
    readonly root: Locator,
  ) {}

  /** Opens the docked panel on the current dashboard page with a new, empty chat. */
  static async openDock(page: Page): Promise<Chat> {
    await page.getByRole("button", { name: "Assistant", exact: true }).click();
    const chat = new Chat(page, page.getByRole("complementary", { name: "Assistant" }));
    await expect(chat.input).toBeVisible();
    await chat.root.getByRole("button", { name: "New chat" }).click();
    await expect(chat.root.getByText("Ask the assistant to work on your site.")).toBeVisible();
    return chat;
  }

  /** Opens the full-page chat: a new chat, or a stored one by its id. */
  static async openPage(page: Page, chatId?: string): Promise<Chat> {
    await page.goto(chatId ? `/dashboard/chat?chat=${encodeURIComponent(chatId)}` : "/dashboard/chat");
    const chat = new Chat(page, page.getByRole("main"));
    await expect(chat.input).toBeVisible();
    return chat;
  }

  /** The chat page's address names the chat once its first turn is stored. */
  async storedId(): Promise<string> {
    await expect(this.page).toHaveURL(/[?&]chat=/);
    return new URL(this.page.url()).searchParams.get("chat")!;
  }

  get log(): Locator {
    return this.root.getByRole("log", { name: "Conversation" });
  }

  get input(): Locator {
    return this.root.getByLabel("Message the assistant");
  }

  get sendButton(): Locator {
    return this.root.getByRole("button", { name: "Send", exact: true });
  }

  get stopButton(): Locator {
    return this.root.getByRole("button", { name: "Stop", exact: true });
  }

  /** The failed-request banner (with Retry and Dismiss). */
  get error(): Locator {
    return this.root.getByRole("alert").filter({ has: this.page.getByRole("button", { name: "Retry" }) });
  }

  /** Types a message and sends it without waiting for the answer. */
  async send(text: string) {
    await this.input.fill(text);
    await this.sendButton.click();
  }

  /** Sends a message and waits until the assistant's turn has ended. */
  async ask(text: string) {
    await this.untilTurnEnds(() => this.send(text));
  }

  /** Runs `start` (something that sends a chat request) and waits for that request's stream to end. */
  async untilTurnEnds(start: () => Promise<void>) {
    const responded = this.page.waitForResponse(isChatPost);
    await start();
    const response = await responded;
    await response.finished();
    await expect(this.stopButton).toBeHidden();
  }

  /** Asks for a new draft page (with these sections, e.g. "a hero and a FAQ") and waits for the result. */
  async createPage(title: string, sections?: string) {
    await this.ask(`create a page called "${title}"${sections ? ` with ${sections}` : ""}`);
    await expect(this.log.getByRole("link", { name: `Open page '${title}'`, exact: true }).last()).toBeVisible();
  }

  /**
   * Asks for the long capabilities answer ("what can you do") and stops it while it streams. The
   * page itself clicks Stop the moment the first words show: the answer takes about a second, less
   * than a round trip from the test takes on a busy machine.
   */
  async stopMidAnswer() {
    await this.root.evaluate((root) => {
      const observer = new MutationObserver(() => {
        const stop = [...root.querySelectorAll("button")].find((button) => button.textContent?.trim() === "Stop");
        if (!stop || !root.textContent?.includes("I'm the built-in offline assistant.")) return;
        observer.disconnect();
        stop.click();
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true });
    });
    await this.send("what can you do");
    await expect(this.log.getByText("I'm the built-in offline assistant.")).toBeVisible();
    await expect(this.stopButton).toBeHidden();
  }

  /** Asks for a new draft page, then for its deletion, and waits for the approval card; returns the card's action. */
  async pendingDelete(title: string): Promise<string> {
    await this.createPage(title);
    const action = `Delete page '${title}'`;
    await this.ask(`delete the "${title}" page`);
    await expect(this.confirmButton(action)).toBeEnabled();
    return action;
  }

  /**
   * Starts recording every text the conversation shows, so short-lived states (a tool call's
   * spinner) can be checked after the fact. Returns a reader of what was recorded so far.
   */
  async recordLog(): Promise<() => Promise<string[]>> {
    await this.log.evaluate((log) => {
      const seen: string[] = [];
      (window as unknown as { chatLogSeen: string[] }).chatLogSeen = seen;
      const note = () => {
        const text = (log as HTMLElement).innerText;
        if (seen.at(-1) !== text) seen.push(text);
      };
      new MutationObserver(note).observe(log, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    return () => this.page.evaluate(() => [...(window as unknown as { chatLogSeen: string[] }).chatLogSeen]);
  }

  /** An approval card by its action ("Delete page 'About'"): pending, answered-but-refused or expired. */
  approvalCard(action: string): Locator {
    return this.log.getByRole("region", { name: action, exact: true });
  }

  confirmButton(action: string): Locator {
    return this.approvalCard(action).getByRole("button", { name: `Confirm: ${action}`, exact: true });
  }

  denyButton(action: string): Locator {
    return this.approvalCard(action).getByRole("button", { name: `Deny: ${action}`, exact: true });
  }

  /** Confirms a pending approval and waits for the turn to go on and end. */
  async confirm(action: string) {
    await this.untilTurnEnds(() => this.confirmButton(action).click());
  }

  /** Denies a pending approval, with a reason when given, and waits for the turn to end. */
  async deny(action: string, reason?: string) {
    const card = this.approvalCard(action);
    await this.denyButton(action).click();
    const reasonBox = card.getByLabel(/Why not\?/);
    await expect(reasonBox).toBeFocused();
    if (reason) await reasonBox.fill(reason);
    await this.untilTurnEnds(() => card.getByRole("button", { name: `Confirm denial: ${action}`, exact: true }).click());
  }

  /** Undoes the newest turn that changed content, through its confirmation dialog. */
  async undoLastTurn() {
    await this.log.getByRole("button", { name: "Undo this turn" }).last().click();
    const dialog = this.page.getByRole("alertdialog", { name: "Undo this turn?" });
    await dialog.getByRole("button", { name: "Undo changes" }).click();
    await expect(dialog).toBeHidden();
  }
}

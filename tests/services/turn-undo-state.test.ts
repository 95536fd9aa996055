import { describe, expect, it } from "vitest";
import { chats } from "@/lib/services/chats";
import { userContext, type ServiceContext } from "@/lib/services/context";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { revisions } from "@/lib/services/revisions";
import { users } from "@/lib/services/users";
import { admin, unique } from "../support/actors";

async function person(role: "editor" | "viewer" = "editor") {
  const user = await users.create(admin, { email: `${unique("undoer")}@example.com`, name: "Undoer", role, password: "long-enough-password" });
  return userContext(user);
}

/** A stored chat of `ctx` and a factory for its turns (the context the agent's tools run with). */
async function chatOf(ctx: ServiceContext) {
  const chatId = unique("chat");
  await chats.saveMessages(ctx, chatId, [{ id: unique("m"), role: "user", parts: [{ type: "text", text: "tidy up the site" }] }], "tidy up the site");
  return { chatId, turn: (): ServiceContext => ({ ...ctx, chatId, turnId: unique("turn") }) };
}

const newPage = (ctx: ServiceContext, title: string) => pages.create(ctx, { title, slug: unique(title.toLowerCase()) });

describe("undone turns of a chat", () => {
  it("are listed after an undo, with what each revert did, the same words the undo answered with", async () => {
    const ctx = await person();
    const { chatId, turn } = await chatOf(ctx);
    const contact = await newPage(ctx, "Contact");
    const about = await newPage(ctx, "About");
    const agent = turn();
    await pages.trash(agent, contact.id);
    await pages.update(agent, about.id, { title: "About us" });
    expect((await chats.view(ctx, chatId)).undoneTurns).toEqual([]);

    const result = await chats.undoTurn(ctx, chatId, agent.turnId!);
    const said = result.reverted.map((change) => change.summary);
    expect(said).toEqual(["page 'About' title back to 'About'", "page 'Contact' restored"]);
    expect((await chats.view(ctx, chatId)).undoneTurns).toEqual([{ turnId: agent.turnId, reverted: said }]);
  });

  it("says a page the turn created went to the trash, and names every field put back", async () => {
    const ctx = await person();
    const { chatId, turn } = await chatOf(ctx);
    const item = await navigation.add(ctx, { label: unique("Menu"), url: `/${unique("menu")}` });
    const agent = turn();
    await pages.create(agent, { title: "Pricing", slug: unique("pricing") });
    await navigation.update(agent, item.id, { label: "Renamed", url: "/renamed" });
    await chats.undoTurn(ctx, chatId, agent.turnId!);

    const [undone] = (await chats.view(ctx, chatId)).undoneTurns;
    expect(undone.reverted).toEqual([`navigation item '${item.label}' label back to '${item.label}', url back to '${item.url}'`, "page 'Pricing' moved to the trash"]);
  });

  it("leaves out turns with changes left to undo, turns never undone and other chats' turns", async () => {
    const ctx = await person();
    const first = await chatOf(ctx);
    const second = await chatOf(ctx);
    const page = await newPage(ctx, "Team");
    const partly = first.turn();
    await pages.update(partly, page.id, { title: "Team one" });
    await pages.update(partly, page.id, { seoTitle: "Our team" });
    await pages.update(first.turn(), (await newPage(ctx, "Press")).id, { title: "News" });
    const elsewhere = second.turn();
    await newPage(elsewhere, "Elsewhere");

    // Only the newest change of `partly` is reverted, by hand: the turn still has one to undo.
    const newest = (await revisions.listForTurn(ctx, partly.turnId!)).at(-1)!;
    await expect(revisions.revert(ctx, newest.id)).resolves.toMatchObject({ summary: "page 'Team one' seo title cleared" });
    await chats.undoTurn(ctx, second.chatId, elsewhere.turnId!);

    expect((await chats.view(ctx, first.chatId)).undoneTurns).toEqual([]);
    expect((await chats.view(ctx, second.chatId)).undoneTurns.map((t) => t.turnId)).toEqual([elsewhere.turnId]);
  });

  it("counts a turn whose every change was reverted by hand as undone", async () => {
    const ctx = await person();
    const { chatId, turn } = await chatOf(ctx);
    const page = await newPage(ctx, "Careers");
    const agent = turn();
    await pages.update(agent, page.id, { title: "Jobs" });
    const [revision] = await revisions.listForTurn(ctx, agent.turnId!);
    await revisions.revert(ctx, revision.id);
    expect((await chats.view(ctx, chatId)).undoneTurns).toEqual([{ turnId: agent.turnId, reverted: ["page 'Careers' title back to 'Careers'"] }]);
  });
});

describe("chats.undoTurn", () => {
  it("undoes a turn only once, only in its own chat, only for the chat's owner", async () => {
    const ctx = await person();
    const { chatId, turn } = await chatOf(ctx);
    const other = await chatOf(ctx);
    const page = await newPage(ctx, "Blog");
    const agent = turn();
    await pages.update(agent, page.id, { title: "Journal" });

    await expect(chats.undoTurn(ctx, other.chatId, agent.turnId!)).rejects.toMatchObject({ code: "not_found" });
    await expect(chats.undoTurn(await person(), chatId, agent.turnId!)).rejects.toMatchObject({ code: "not_found" });
    expect((await pages.get(ctx, page.id)).title).toBe("Journal");

    await chats.undoTurn(ctx, chatId, agent.turnId!);
    expect((await pages.get(ctx, page.id)).title).toBe("Blog");
    await expect(chats.undoTurn(ctx, chatId, agent.turnId!)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("no changes left") });
  });
});

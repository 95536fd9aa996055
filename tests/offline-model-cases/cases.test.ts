import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { colourFamily } from "@/bench/offline-model/cases/colour-family";
import { DEMO } from "@/bench/offline-model/cases/demo";
import { DEV_CASES } from "@/bench/offline-model/cases/dev";
import { HELD_OUT_CASES } from "@/bench/offline-model/cases/held-out";
import { DOMAINS, INTENTS, caseSchema, type Case, type Expect, type Given } from "@/bench/offline-model/cases/types";
import { contentSchemaFor, linkSchema } from "@/lib/content/section-schema";
import { SECTION_TEMPLATES, type FieldDef } from "@/lib/content/section-templates";
import { ownDatabase } from "../support/seeded-site";

/**
 * The offline model's test sets are well-formed, large and varied enough, and true to the demo site
 * they start from: names they rely on exist, and their `given` content passes the app's own schemas.
 */
const SETS = { dev: DEV_CASES, "held-out": HELD_OUT_CASES } as const;
const ALL = [...DEV_CASES, ...HELD_OUT_CASES];

type Leaf = Exclude<Expect, { anyOf: unknown }>;
const leaves = (c: Case): Leaf[] => c.expect.flatMap((e) => ("anyOf" in e ? e.anyOf.flat() : [e]));
const has = <K extends string>(c: Case, key: K) => leaves(c).filter((e): e is Extract<Leaf, Record<K, unknown>> => key in e);
const STATE_KEYS = ["page", "post", "image", "menu", "menuOrder", "setting", "entry"] as const;
const nothingChanged = (c: Case) => leaves(c).some((e) => "drafts" in e);
const liveUnchanged = (c: Case) => leaves(c).some((e) => "live" in e && e.live === "nothingChanged");
const givens = <K extends string>(c: Case, key: K) => (c.given ?? []).filter((g): g is Extract<Given, Record<K, unknown>> => key in g);
const lower = (names: readonly string[]) => new Set(names.map((name) => name.toLowerCase()));
const problems = (cases: readonly Case[], check: (c: Case) => string | undefined | false) =>
  cases.flatMap((c) => {
    const problem = check(c);
    return problem ? [`${c.id}: ${problem}`] : [];
  });

describe("the case format", () => {
  it("parses every case with the schema", () => {
    const failures = ALL.flatMap((c) => {
      const parsed = caseSchema.safeParse(c);
      return parsed.success ? [] : [`${c.id}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`];
    });
    expect(failures).toEqual([]);
  });

  it("gives each case a unique id that names its set and domain", () => {
    const ids = ALL.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(problems(DEV_CASES, (c) => !c.id.startsWith(`${c.domain}-`) && "dev ids are <domain>-NNN")).toEqual([]);
    expect(problems(HELD_OUT_CASES, (c) => !c.id.startsWith(`ho-${c.domain}-`) && "held-out ids are ho-<domain>-NNN")).toEqual([]);
  });

  it("has at least 260 development and 90 held-out cases, every domain in both", () => {
    expect(DEV_CASES.length).toBeGreaterThanOrEqual(260);
    expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(90);
    for (const cases of Object.values(SETS)) {
      const domains = new Set(cases.map((c) => c.domain));
      expect(DOMAINS.filter((domain) => !domains.has(domain))).toEqual([]);
    }
  });

  it("mixes reads, changes and the rest as people do (about 30 / 60 / 10)", () => {
    for (const cases of Object.values(SETS)) {
      const share = (intents: string[]) => cases.filter((c) => intents.includes(c.intent)).length / cases.length;
      expect(share(["read"])).toBeGreaterThan(0.2);
      expect(share(["read"])).toBeLessThan(0.4);
      expect(share(["change"])).toBeGreaterThan(0.5);
      expect(share(["refuse", "clarify", "offtopic"])).toBeGreaterThan(0.07);
      expect(share(["refuse", "clarify", "offtopic"])).toBeLessThan(0.2);
      expect(INTENTS.filter((intent) => !cases.some((c) => c.intent === intent))).toEqual([]);
    }
  });

  it("checks what each intent promises", () => {
    expect(
      problems(ALL, (c) => {
        const stateChecks = leaves(c).filter((e) => STATE_KEYS.some((key) => key in e)).length;
        switch (c.intent) {
          case "read":
            return (!nothingChanged(c) || !has(c, "reply").length) && "a read changes nothing and checks the answer";
          case "change":
            return !stateChecks && "a change checks the state it leads to";
          case "clarify":
            return (!nothingChanged(c) || !has(c, "reply").some((e) => e.reply.asksQuestion)) && "a vague request gets a question and changes nothing";
          case "offtopic":
            return !nothingChanged(c) && "an off-topic request changes nothing";
          case "refuse":
            return !nothingChanged(c) && !(c.cards === "deny" && liveUnchanged(c)) && "a refusal changes nothing";
        }
      }),
    ).toEqual([]);
  });

  it("checks that nothing went live whenever the person denies the cards", () => {
    expect(problems(ALL, (c) => c.cards === "deny" && !liveUnchanged(c) && "deny without live: nothingChanged")).toEqual([]);
  });

  it("never asks for nothing changed and a change at once", () => {
    expect(problems(ALL, (c) => nothingChanged(c) && leaves(c).some((e) => "live" in e && e.live === "changed") && "contradictory")).toEqual([]);
  });

  it("judges colour families as a person would", () => {
    expect(["#1e3a8a", "#000080", "#1d4ed8"].map(colourFamily)).toEqual(["blue", "blue", "blue"]);
    expect(["#ffffff", "#111111", "#808080", "#d9622b", "#6b3a1f", "#2f7d4a", "#35524a"].map(colourFamily)).toEqual([
      "white",
      "black",
      "grey",
      "orange",
      "brown",
      "green",
      "teal",
    ]);
    expect(colourFamily("#12345")).toBeNull();
  });
});

describe("the cases against the demo site", () => {
  const useOwnDatabase = ownDatabase("offline-model-cases");
  const demo = { pages: new Set<string>(), posts: new Set<string>(), images: new Set<string>(), menu: new Set<string>(), entries: new Set<string>() };
  let testimonialFields: FieldDef[] = [];

  beforeAll(async () => {
    useOwnDatabase();
    const { systemContext: ctx } = await import("@/lib/services/context");
    const { sections } = await import("@/lib/services/sections");
    const { seedDemoSite } = await import("@/lib/seed/demo-site");
    const services = {
      pages: (await import("@/lib/services/pages")).pages,
      posts: (await import("@/lib/services/posts")).posts,
      images: (await import("@/lib/services/images")).images,
      navigation: (await import("@/lib/services/navigation")).navigation,
      entries: (await import("@/lib/services/entries")).entries,
    };
    await sections.syncTemplates();
    await seedDemoSite();
    for (const page of (await services.pages.list(ctx)).items) demo.pages.add(page.title.toLowerCase());
    for (const post of (await services.posts.list(ctx)).items) demo.posts.add(post.title.toLowerCase());
    for (const image of (await services.images.list(ctx)).items) demo.images.add(image.originalName.toLowerCase());
    for (const item of await services.navigation.list(ctx)) demo.menu.add(item.label.toLowerCase());
    for (const entry of (await services.entries.list(ctx, "testimonials")).items) demo.entries.add(entry.title.toLowerCase());
    testimonialFields = (await services.entries.getCollection(ctx, "testimonials")).fields as FieldDef[];
  }, 60_000);

  it("names in demo.ts are the demo site's", () => {
    expect(demo.pages).toEqual(lower(DEMO.pages));
    expect(demo.posts).toEqual(lower(Object.values(DEMO.posts)));
    expect(demo.images).toEqual(lower(DEMO.images));
    expect(demo.menu).toEqual(lower(DEMO.menu));
    expect(demo.entries).toEqual(lower(DEMO.testimonials));
  });

  it("given content never reuses a demo name, so every check names one thing", () => {
    expect(
      problems(ALL, (c) => {
        const clash = [
          ...givens(c, "page").filter((g) => demo.pages.has(g.page.title.toLowerCase())).map((g) => g.page.title),
          ...givens(c, "post").filter((g) => demo.posts.has(g.post.title.toLowerCase())).map((g) => g.post.title),
          ...givens(c, "image").filter((g) => demo.images.has(g.image.name.toLowerCase())).map((g) => g.image.name),
          ...givens(c, "menuItem").filter((g) => demo.menu.has(g.menuItem.label.toLowerCase())).map((g) => g.menuItem.label),
          ...givens(c, "entry").filter((g) => demo.entries.has(g.entry.title.toLowerCase())).map((g) => g.entry.title),
        ];
        return clash.length > 0 && `given reuses ${clash.join(", ")}`;
      }),
    ).toEqual([]);
  });

  it("given content passes the app's own schemas and refers only to what exists", async () => {
    const { createPageSchema } = await import("@/lib/services/pages");
    const { createPostSchema } = await import("@/lib/services/posts");
    const { updateImageSchema } = await import("@/lib/services/images");
    const { updateSettingsSchema } = await import("@/lib/services/settings");
    const invalid = (schema: z.ZodType, value: unknown) => {
      const parsed = schema.safeParse(value);
      return parsed.success ? [] : [parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")];
    };
    expect(
      problems(ALL, (c) => {
        const images = new Set([...demo.images, ...givens(c, "image").map((g) => g.image.name.toLowerCase())]);
        const pages = new Set([...demo.pages, ...givens(c, "page").map((g) => g.page.title.toLowerCase())]);
        const menu = new Set([...demo.menu, ...givens(c, "menuItem").map((g) => g.menuItem.label.toLowerCase())]);
        const unknownImage = (name: string | undefined) => (name && !images.has(name.toLowerCase()) ? [`no image ${name}`] : []);
        const found = (c.given ?? []).flatMap((g): string[] => {
          if ("page" in g) {
            const { sections = [], live: _live, ...page } = g.page;
            return [
              ...invalid(createPageSchema, { ...page, sections: sections.map((s) => ({ templateKey: s.template, content: s.content })) }),
              ...sections.flatMap((s) => [...invalid(contentSchemaFor(templateOf(s.template).fields), s.content), ...imagesIn(templateOf(s.template).fields, s.content).flatMap(unknownImage)]),
            ];
          }
          if ("post" in g) {
            const { coverImage, status: _status, daysAgo: _daysAgo, ...post } = g.post;
            return [...invalid(createPostSchema, post), ...unknownImage(coverImage)];
          }
          if ("image" in g) return invalid(updateImageSchema, { alt: g.image.alt ?? "", caption: g.image.caption ?? "" });
          if ("menuItem" in g) {
            const { page, url, parent } = g.menuItem;
            return [
              ...(page && !pages.has(page.toLowerCase()) ? [`menu item links to missing page ${page}`] : []),
              ...(url ? invalid(linkSchema, url) : []),
              ...(parent && !menu.has(parent.toLowerCase()) ? [`menu item under missing ${parent}`] : []),
            ];
          }
          if ("entry" in g) return (g.entry.collection ?? "testimonials") === "testimonials" ? invalid(contentSchemaFor(testimonialFields), g.entry.data) : ["only the testimonials collection exists"];
          const { logo, live: _live, ...patch } = g.settings;
          return [...invalid(updateSettingsSchema, { ...patch, ...(logo ? { logoImageId: logo } : {}) }), ...unknownImage(logo)];
        });
        return found.length > 0 && found.join(" | ");
      }),
    ).toEqual([]);
  });

  it("expectations name only images that exist, and trash only what was there before", () => {
    expect(
      problems(ALL, (c) => {
        const images = new Set([...demo.images, ...givens(c, "image").map((g) => g.image.name.toLowerCase())]);
        const before = {
          page: new Set([...demo.pages, ...givens(c, "page").map((g) => g.page.title.toLowerCase())]),
          post: new Set([...demo.posts, ...givens(c, "post").map((g) => g.post.title.toLowerCase())]),
          entry: new Set([...demo.entries, ...givens(c, "entry").map((g) => g.entry.title.toLowerCase())]),
        };
        const missing = leaves(c).flatMap((e): string[] => {
          const imageNames = [
            ..."image" in e ? [e.image] : [],
            ..."coverImage" in e && e.coverImage ? [e.coverImage] : [],
            ..."setting" in e && e.setting === "logoImageId" && typeof e.equals === "string" ? [e.equals] : [],
            ..."sections" in e ? (e.sections ?? []).flatMap((s) => imagesIn(templateOf(s.template).fields, s.fields, { loose: true })) : [],
          ];
          const trashed = "inTrash" in e && e.inTrash ? (["page", "post", "entry"] as const).flatMap((kind) => (kind in e ? [[kind, (e as Record<string, unknown>)[kind]] as const] : [])) : [];
          return [
            ...imageNames.filter((name) => !images.has(name.toLowerCase())).map((name) => `image ${name}`),
            ...trashed.filter(([kind, name]) => typeof name === "string" && !before[kind].has(name.toLowerCase())).map(([kind, name]) => `${kind} ${String(name)} to trash`),
          ];
        });
        return missing.length > 0 && `unknown ${missing.join(", ")}`;
      }),
    ).toEqual([]);
  });
});

function templateOf(key: string) {
  const template = SECTION_TEMPLATES.find((t) => t.key === key);
  if (!template) throw new Error(`No section template ${key}`);
  return template;
}

/** Image file names held by the image fields of some content (in lists too); `loose` for expectations, whose list values are text. */
function imagesIn(fields: FieldDef[], content: Record<string, unknown>, { loose = false } = {}): string[] {
  return fields.flatMap((field) => {
    const value = content[field.name];
    if (field.type === "image" && typeof value === "string") return [value];
    if (field.type !== "list") return [];
    if (Array.isArray(value)) return value.flatMap((item) => imagesIn(field.itemFields ?? [], item as Record<string, unknown>));
    return loose && typeof value === "string" && /\.(jpe?g|png|gif|webp|avif)$/i.test(value) ? [value] : [];
  });
}

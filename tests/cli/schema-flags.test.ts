import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toolFlags } from "@/lib/cli/schema-flags";
import { cmsCreatePage } from "@/lib/tools/pages";

describe("CLI flags from a tool's input schema", () => {
  it("leaves an input named like the CLI's own flags to --json, instead of breaking every command", () => {
    const flags = toolFlags({ ...cmsCreatePage, name: "custom_clash", input: z.object({ json: z.string(), yes: z.boolean(), title: z.string() }) });
    expect(flags.jsonOnly).toEqual(["json", "yes"]);
    expect([...flags.properties.values()]).toEqual(["title"]);
  });
});

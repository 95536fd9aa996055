import { describe, expect, it } from "vitest";
import { fieldLabel, valueText } from "@/components/chat/format-value";

describe("values on an approval card", () => {
  it("are words, never JSON", () => {
    expect(valueText(["Pricing", "Team"])).toBe("• Pricing\n• Team");
    expect(valueText({ twitterUrl: "https://x.example/acme", visible: true })).toBe("Twitter URL: https://x.example/acme\nVisible: yes");
    expect(valueText([{ question: "Price?", answer: "Free" }])).toBe("• Question: Price?\n  Answer: Free");
    expect(valueText([])).toBe("(none)");
    expect(valueText("")).toBe("(empty)");
    expect(valueText("x".repeat(600))).toHaveLength(600);
  });

  it("label keys already in words as they are", () => {
    expect(fieldLabel("seoTitle")).toBe("SEO title");
    expect(fieldLabel("section 2, text: body")).toBe("Section 2, text: body");
  });
});

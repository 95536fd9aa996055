import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownContent, safeMarkdownUrl } from "@/components/ui/markdown";
import { HELP_REPLY } from "@/lib/agent/offline-model/replies";

const render = (source: string) => renderToStaticMarkup(createElement(MarkdownContent, { source }));

describe("markdown rendering", () => {
  it("renders formatting, lists, tables and safe links", () => {
    const html = render("# Title\n\n**bold** [site](https://example.com) [rel](/about)\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="/about"');
    expect(html).toContain("<table>");
  });

  it("links the offline assistant's example address without the closing quote", () => {
    const html = render(HELP_REPLY);
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toContain("%E2%80%9D");
  });

  it("shows raw HTML as text and never as markup", () => {
    const html = render('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>');
    expect(html).not.toMatch(/<script|<img|<a href="javascript/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("drops dangerous link and image protocols", () => {
    const html = render("[click](javascript:alert(1)) ![pic](data:image/svg+xml;base64,PHN2Zz4=) [v](vbscript:msgbox)");
    expect(html).not.toMatch(/javascript:|data:image|vbscript:/);
    expect(safeMarkdownUrl("JavaScript:alert(1)", "href", {} as never)).toBeNull();
    expect(safeMarkdownUrl("mailto:hi@example.com", "href", {} as never)).toBe("mailto:hi@example.com");
    expect(safeMarkdownUrl("#top", "href", {} as never)).toBe("#top");
  });
});

import { describe, expect, it } from "vitest";
import { parseInContext, parseRequest } from "@/lib/agent/offline-model/parse-request";

/**
 * Several requests in one message where one of them is a problem told and its fix said after it, a
 * few words exclaimed as a heading, a non-native speaker's word order and a new post's text said in
 * a second turn — each read whole, never with a part silently dropped.
 */
describe("offline model: a problem told, then its fix, beside another request", () => {
  it("does both: the number replaced and the menu link renamed", () => {
    expect(
      parseRequest("The Contact page still lists our old number, +44 20 7946 0000. It's +44 20 7946 0999 now. Also the Contact link in the menu should read 'Call us' — people don't click 'Contact'."),
    ).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "replaceText", page: "Contact", old: "+44 20 7946 0000", replacement: "+44 20 7946 0999" },
        { kind: "editMenuItem", label: "Contact", newLabel: "Call us" },
      ],
    });
  });

  it("never joins a correction's remark to it", () => {
    expect(parseInContext("Actually, make it 'Calm websites. Real results.' — reads better.", "Change the hero headline on the homepage to 'Calm sites. Real results.'")).toEqual({ kind: "changeAgain", value: "Calm websites. Real results." });
  });
});

describe("offline model: a heading exclaimed, a purpose, word order", () => {
  it("reads the changes under 'Landing page refresh!' as the home page's, and 'so it's live' as no part of a name", () => {
    expect(parseRequest("Landing page refresh! Hero headline → 'Websites that bring in customers', hero button → 'Get a free quote', then publish the home page so it's live.")).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Websites that bring in customers" },
        { kind: "setSectionField", page: "home", templateKey: "hero", field: "ctaLabel", value: "Get a free quote" },
        { kind: "pageAction", action: "publish", page: "home" },
      ],
    });
  });

  it.each([
    ["Please publish page Prices and put him in the menu before Contact.", { kind: "multi", steps: [{ kind: "pageAction", action: "publish", page: "Prices" }, { kind: "addMenuItemAt", page: "it", before: "Contact" }] }],
    ["remove from the social links the GitHub, we don't use it.", { kind: "socialLink", op: "remove", label: "Github" }],
    ["add to the menu the Careers page", { kind: "addNavLink", label: "Careers" }],
    ["put the autumn post into the archive", { kind: "postAction", action: "archive", post: "autumn" }],
  ])("%s", (text, expected) => {
    expect(parseRequest(text)).toMatchObject(expected);
  });

  it("keeps 'add in the gallery on the contact page …' about the gallery on that page", () => {
    expect(parseRequest("Please add in the gallery on the contact page also the picture with the sunrise.")).not.toMatchObject({ page: "contact page also the picture with the sunrise" });
  });

  it("says a squashed photo cannot be fixed here, instead of guessing", () => {
    expect(parseRequest("the photo on the about page looks really weird on my phone, kind of squashed and stretched sideways")).toMatchObject({ kind: "cannot", reason: expect.stringContaining("can't edit the picture itself") });
  });
});

describe("offline model: what comes after, in a later turn", () => {
  it("archives the post just asked about, said in a non-native word order", () => {
    expect(parseInContext("Please this one put in archive.", "Which is the oldest post in the blog?")).toEqual({ kind: "postAction", action: "archive", post: "oldest" });
  });

  it("adds a sentence to the post just made", () => {
    expect(parseInContext("add that we close at 3 on fridays in july", "make a post called summer hours")).toEqual({
      kind: "editPost",
      post: "it",
      change: { field: "body", value: "We close at 3 on fridays in july." },
    });
    expect(parseRequest("add a line to the summer hours post saying we close at 3")).toEqual({ kind: "editPost", post: "summer hours", change: { field: "body", value: "we close at 3" } });
    // words said for a page are never a post's
    expect(parseRequest("add that we close at 3 on fridays to the contact page")).not.toMatchObject({ kind: "editPost" });
  });

  it("does the same on another page, without the remark after the dash", () => {
    expect(parseInContext("Do the same on the About page — the heading at the top there should match.", "Let's change the hero headline on the home page to 'Your website, minus the headaches'")).toMatchObject({
      kind: "setSectionField",
      page: "About",
      value: "Your website, minus the headaches",
    });
  });
});

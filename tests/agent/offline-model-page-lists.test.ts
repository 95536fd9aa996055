import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

/** A list of changes under a heading that names the page (or post) once: every change is about it. */
describe("offline model: a list of changes to one page", () => {
  it("reads a client's numbered feedback about the Home page as four changes to Home", () => {
    const request = "Feedback from the client call about the Home page:\n1. Hero heading → 'Calm websites for busy people'\n2. The button under it should say 'Start here'\n3. Lose the 'Have a project in mind?' block at the bottom\n4. Once that's done, publish it\nThanks!";
    expect(parseRequest(request)).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setSectionField", page: "Home", templateKey: "hero", field: "heading", value: "Calm websites for busy people" },
        { kind: "setSectionField", page: "Home", field: "button", value: "Start here" },
        { kind: "removeSectionAt", page: "Home", section: { text: "Have a project in mind?" } },
        { kind: "pageAction", action: "publish", page: "Home" },
      ],
    });
  });

  it("reads meeting notes that point at the list after them ('can you make these?')", () => {
    const request = "Hi — notes from Tuesday's meeting about the About page, can you make these?\n\n1. The heading 'About us' should be 'Who we are'\n2. We're five people now, not four\n3. In the 'Where we work' bit the photo should be on the left, not the right\n\nThanks! Sam";
    expect(parseRequest(request)).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "replaceText", page: "About", old: "About us", replacement: "Who we are" },
        { kind: "replaceText", page: "About", old: "four", replacement: "five" },
        { kind: "setSectionField", page: "About", templateKey: "imageText", field: "imagePosition", value: "left" },
      ],
    });
  });

  it("splits changes after 'On the About page:' that only make sense on that page", () => {
    expect(parseRequest("On the About page: change the main heading to 'Who we are', and remove the FAQ")).toMatchObject({
      kind: "multi",
      steps: [{ kind: "setSectionField", page: "About", value: "Who we are" }, { kind: "removeSection", page: "About", templateKey: "faq" }],
    });
    expect(parseRequest("Two fixes on the About page: where it says ‘a team of four’ make it ‘a team of five’, and where it says ‘We started in 2019’ make it ‘We started in 2018’.")).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "replaceText", page: "About", old: "a team of four", replacement: "a team of five" },
        { kind: "replaceText", page: "About", old: "We started in 2019", replacement: "We started in 2018" },
      ],
    });
  });

  it("reads a bulleted list under 'Please make these changes to the Home page:' as every change on Home (the list was dropped)", () => {
    const request = "Please make these changes to the Home page:\n• change the main heading to ‘Calm websites, built to last’\n• change the button under it to ‘Our work’\n• remove the ‘What we do’ section";
    expect(parseRequest(request)).toMatchObject({
      kind: "multi",
      steps: [
        { kind: "setSectionField", page: "Home", value: "Calm websites, built to last" },
        { kind: "setSectionField", page: "Home", field: "button", value: "Our work" },
        { kind: "removeSectionAt", page: "Home", section: { text: "What we do" } },
      ],
    });
  });

  it("reads 'two things on the autumn post:' as two changes to that post", () => {
    expect(parseRequest("two things on the autumn post: swap the 'seasonal' tag for 'podcast', and retitle it 'Episode 13: Colours of the season'")).toEqual({
      kind: "multi",
      goal: expect.any(String),
      steps: [
        { kind: "editPost", post: "autumn", change: { field: "tags", add: ["podcast"], remove: ["seasonal"] } },
        { kind: "editPost", post: "autumn", change: { field: "title", value: "Episode 13: Colours of the season" } },
      ],
    });
  });

  it("leaves a change that names its own page, post, link or setting as written under any heading", () => {
    expect(parseRequest("Notes on the autumn post: publish it and delete the winter one")).toMatchObject({ steps: [{ kind: "postAction", action: "publish", post: "autumn" }, { kind: "pageAction", action: "delete", page: "winter" }] });
    expect(parseRequest("these are for the home page: delete the last section, and delete Blog")).toMatchObject({
      steps: [{ kind: "removeSectionAt", page: "home", section: { ordinal: -1 } }, { kind: "pageAction", action: "delete", page: "Blog" }],
    });
    expect(parseRequest("Re the Home page: publish it, and unpublish About")).toMatchObject({ steps: [{ kind: "pageAction", action: "publish", page: "Home" }, { kind: "pageAction", action: "unpublish", page: "About" }] });
    expect(parseRequest("On the About page: change the main heading to 'Who we are', and change the tagline to 'Bread daily'")).toMatchObject({ steps: [{ page: "About" }, { kind: "updateSetting", key: "tagline", value: "Bread daily" }] });
    // a field named before the colon is a label, not a heading; "it" is never the words to replace
    expect(parseRequest("About page subheading: change it to 'Small team, big heart'")).toEqual({ kind: "setSectionField", page: "About", templateKey: "*", field: "subheading", value: "Small team, big heart" });
  });

  it("keeps a page's own name in a change under the heading, and never takes a request for a heading", () => {
    expect(parseRequest("Changes for the About page: publish the Contact page")).toMatchObject({ kind: "pageAction", action: "publish", page: "Contact" });
    expect(parseRequest("Set the meta description of the About page to: Meet the people behind us.")).toMatchObject({ kind: "editPage", page: "About", field: "seoDescription" });
    expect(parseRequest("the first question in the faq on the About page, please change the answer to: Most projects take eight weeks.")).toMatchObject({ kind: "editListItem", page: "About" });
  });
});

describe("offline model: the side an image-and-text section shows its picture on", () => {
  it.each([
    ["on the about page, move the picture to the left", "about", "left"],
    ["move the photo on the About page to the right-hand side", "About", "right"],
    ["In the 'Where we work' bit the photo should be on the left, not the right on the About page", "About", "left"],
  ])("%s", (request, page, side) => expect(parseRequest(request)).toEqual({ kind: "setSectionField", page, templateKey: "imageText", field: "imagePosition", value: side }));
});

describe("offline model: a number that changed, said as 'now, not'", () => {
  it("changes the old number to the new one on the page", () => {
    expect(parseRequest("on the About page, we're six people now, not four")).toEqual({ kind: "replaceText", page: "About", old: "four", replacement: "six" });
  });
});

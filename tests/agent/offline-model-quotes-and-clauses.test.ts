import { describe, expect, it } from "vitest";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

const steps = (request: string) => {
  const intent = parseRequest(request);
  return intent.kind === "multi" ? intent.steps : [intent];
};

/** Quoted words end where their quote ends: what follows is more of the request, or who said them. */
describe("offline model: quotes, who signed them, and what follows them", () => {
  it("reads a post's title and what it says, then each request after the quote", () => {
    expect(steps("Please could you write a new blog post called ‘Our Egg Hatching Project’ that says ‘This week our chicks hatched! The children named them Pip, Dot and Sunny.’ Tag it science and put it on the blog for the parents.")).toEqual([
      { kind: "createPost", title: "Our Egg Hatching Project", body: "This week our chicks hatched! The children named them Pip, Dot and Sunny." },
      { kind: "editPost", post: "it", change: { field: "tags", add: ["science"] } },
      { kind: "pageAction", action: "publish", page: "it" },
    ]);
  });

  it.each([
    ["Add a new testimonial to the testimonials widget: 'They made our booking page so simple.' — Jo Reyes, Lantern Yoga", { quote: "They made our booking page so simple.", author: "Jo Reyes", company: "Lantern Yoga" }],
    ["Add this to testimonials but keep it as a draft until legal signs off: 'Northwind tripled our newsletter sign-ups.' — Dana Whit, Fieldnote Co.", { quote: "Northwind tripled our newsletter sign-ups.", author: "Dana Whit", company: "Fieldnote Co" }],
  ])("takes the name signed after a quote as who said it: %s", (request, values) => expect(parseRequest(request)).toEqual({ kind: "createEntry", collection: "testimonials", values }));

  it("adds the quote that follows 'add it to the testimonials', and puts it live when asked, after a statement of where it came from", () => {
    expect(steps("A student sent the loveliest review, please add it to the testimonials and make it live: “I’ve never slept better since starting the evening classes.” – Mara Quinn")).toEqual([
      { kind: "createEntry", collection: "testimonials", values: { quote: "I've never slept better since starting the evening classes.", author: "Mara Quinn" } },
      { kind: "entryAction", collection: "testimonials", name: "Mara Quinn", action: "publish" },
    ]);
  });

  it("reads the thing a statement names as the request's 'it'", () => {
    expect(parseRequest("The children have read through the farm trip write-up and they're very proud of it — you can put it on the blog now please!")).toEqual({ kind: "postAction", action: "publish", post: "farm trip" });
  });

  it("takes no clause for a tag", () => {
    expect(parseRequest("tag it science and put it on the blog")).toMatchObject({ kind: "multi" });
  });
});

import { describe, expect, it } from "vitest";
import type { RecordedCall } from "@/lib/agent/offline-model/conversation";
import { decideStep } from "@/lib/agent/offline-model/engine";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";
import { conversation, ok } from "../support/offline-conversation";

const tools = new Set(["cms_findImage", "cms_listImages", "cms_replaceImage", "cms_getPage", "cms_syncSectionContent"]);
const found = (description: string, id: string, originalName: string) =>
  ok("cms_findImage", { description }, { ok: true, items: [{ id, originalName, alt: originalName.replace(/[-.]|jpg/g, " ").trim(), score: 1 }] });
const sunrise = found("sunrise", "img-sunrise", "mountain-sunrise.jpg");
const valley = found("autumn valley", "img-valley", "autumn-valley.jpg");
const coast = found("coast", "img-coast", "blue-coast.png");

/** One picture put where another is: everywhere, or in the sections of one page. */
describe("offline model: one picture in place of another", () => {
  it.each([
    ["Everywhere where is used the sunrise picture, please put instead the autumn valley.", { image: "sunrise", replacement: "autumn valley" }],
    ["replace the sunrise picture with the autumn valley one everywhere", { image: "sunrise", replacement: "autumn valley" }],
    ["use the autumn valley photo instead of the sunrise one across the site", { image: "sunrise", replacement: "autumn valley" }],
    ["wherever we use the sunrise image, use the autumn valley one", { image: "sunrise", replacement: "autumn valley" }],
    ["contact gallery: take out the coast pic and put the autumn valley one insted", { image: "coast", replacement: "autumn valley", page: "contact", templateKey: "gallery" }],
    ["on the contact page replace the coast picture with the autumn valley one", { image: "coast", replacement: "autumn valley", page: "contact" }],
  ])("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual({ kind: "replaceImage", ...intent }));

  it("leaves requests that name no picture to take out, or no picture at all, to other readings", () => {
    expect(parseRequest("swap the image on the about page for the blue coast one")).toMatchObject({ kind: "setSectionImage", image: "blue coast" });
    expect(parseRequest("change the site name to Northwind: websites for businesses everywhere")).not.toMatchObject({ kind: "replaceImage" });
  });

  it("everywhere: finds both pictures, then replaces one with the other in one call", () => {
    const request = "replace the sunrise picture with the autumn valley one everywhere";
    const step = (turn: RecordedCall[]) => decideStep(conversation(request, { tools, turn }));
    expect(step([sunrise]).calls).toEqual([{ toolName: "cms_findImage", input: { description: "autumn valley" } }]);
    expect(step([sunrise, valley]).calls).toEqual([{ toolName: "cms_replaceImage", input: { imageId: "img-sunrise", replacementImageId: "img-valley" } }]);
  });

  it("on one page: the gallery keeps its order, and a page that does not show the picture is left alone", () => {
    const contact = (images: string[]) =>
      ok("cms_getPage", { page: "contact", includeContent: true }, {
        ok: true,
        page: { id: "page-contact", title: "Contact", slug: "contact", status: "published" },
        sections: [{ id: "sec-gallery", templateKey: "gallery", content: { images: images.map((imageId) => ({ imageId })) } }],
      });
    const request = "contact gallery: take out the coast pic and put the autumn valley one instead";
    const swap = decideStep(conversation(request, { tools, turn: [coast, valley, contact(["img-dusk", "img-coast", "img-sunrise"])] }));
    expect(swap.calls).toEqual([{ toolName: "cms_syncSectionContent", input: { sectionId: "sec-gallery", content: { images: [{ imageId: "img-dusk" }, { imageId: "img-valley" }, { imageId: "img-sunrise" }] } } }]);
    const absent = decideStep(conversation(request, { tools, turn: [coast, valley, contact(["img-dusk"])] }));
    expect(absent.calls).toBeUndefined();
    expect(absent.text).toMatch(/isn't shown on 'Contact' in the Gallery section, so I changed nothing/);
  });
});

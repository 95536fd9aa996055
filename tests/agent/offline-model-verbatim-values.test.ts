import { describe, expect, it } from "vitest";
import type { Intent } from "@/lib/agent/offline-model/intents";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

/** Every string the intent carries, however deep (values, item lists, tag lists, `multi` steps). */
function valuesIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(valuesIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(valuesIn);
  return [];
}

const NOT_A_CHANGE = ["unknown", "greeting", "help", "thanks"];

/**
 * A value typed inside quotes is saved exactly as typed: the parser may reword the request around
 * it (spelling, dialect, synonyms, courtesies, emoji, dashes, full stops…), never inside it.
 */
describe("offline model: quoted values are kept exactly as typed", () => {
  it.each([
    // page titles (create / rename)
    [`create a page called "Teh Best of Our Homepage"`, "Teh Best of Our Homepage"],
    [`create a page called “Teh Best of Our Homepage”`, "Teh Best of Our Homepage"],
    [`rename the about page to 'Meet the wee team'`, "Meet the wee team"],
    [`change the title of the about page to “Teh story so far”`, "Teh story so far"],
    [`rename the blog page to “Show notes & photographs”`, "Show notes & photographs"],
    [`create a page called 'iPhone repairs'`, "iPhone repairs"],
    // post titles, bodies, excerpts
    [`write a blog post called "Pls read b4 u book"`, "Pls read b4 u book"],
    [`write a blog post called “Pls read b4 u book”`, "Pls read b4 u book"],
    [`new post titled 'Big heading, small budget' with the body "Thanks for coming… see u next year!"`, "Thanks for coming… see u next year!"],
    [`create a post called 'Why the orange button?' that says 'Click the orange button n r done.'`, "Click the orange button n r done."],
    [`create a post called "Five posts, which of them is best?"`, "Five posts, which of them is best?"],
    [`create a post called 'Saying goodbye to 2024'`, "Saying goodbye to 2024"],
    [`change the excerpt of the welcome post to "Our tag line, un publish-proof — thanks!"`, "Our tag line, un publish-proof — thanks!"],
    [`change the excerpt of the welcome post to ‘Pls read this b4 the big heading’`, "Pls read this b4 the big heading"],
    [`change the body of the welcome post to “Hi all 👋 pls read teh notes”`, "Hi all 👋 pls read teh notes"],
    // tags
    [`tag the welcome post with 'show notes'`, "show notes"],
    [`add the tag "before & after" to the renovation post`, "before & after"],
    // section headings, subheadings, buttons, body text
    [`change the hero heading on the home page to "Welcome to our homepage!"`, "Welcome to our homepage!"],
    [`change the hero heading on the home page to “U r welcome here 🙂”`, "U r welcome here 🙂"],
    [`set the hero subheading on home to 'We're a wee studio, pls say hi.'`, "We're a wee studio, pls say hi."],
    [`set the hero heading on the home page to 'Stop saying sorry'`, "Stop saying sorry"],
    [`change the hero heading on home to "Coffee + cake"`, "Coffee + cake"],
    [`change the hero button on the home page to say "Book now, pls"`, "Book now, pls"],
    [`change the cta button label on about to 'Tap the orange button'`, "Tap the orange button"],
    [`change the text section on the about page to “Flour n water, nothing else.”`, "Flour n water, nothing else."],
    [`add a cta section to the about page with the heading 'Big heading, wee budget'`, "Big heading, wee budget"],
    // FAQ questions and answers
    [`add a question to the FAQ on the contact page: “Do u deliver b4 noon?” answer “Yes, pls order by 9am.”`, "Do u deliver b4 noon?"],
    [`change the answer to the second question in the FAQ on contact to 'Thanks for asking — yes!'`, "Thanks for asking — yes!"],
    [`change the first question in the FAQ on the contact page to “Can u park b4 9?”`, "Can u park b4 9?"],
    // image alt texts and captions
    [`set the alt text of harbour.jpg to "A photograph of teh harbour at dusk"`, "A photograph of teh harbour at dusk"],
    [`set the alt text of harbour.jpg to “Imgs of teh harbour”`, "Imgs of teh harbour"],
    [`change the caption on team.jpg to 'Our wee team, big heading and all…'`, "Our wee team, big heading and all…"],
    [`change the caption on team.jpg to “Our team 🎉 thanks for coming”`, "Our team 🎉 thanks for coming"],
    // menu link labels
    [`add a menu link "Pls Donate" to /donate`, "Pls Donate"],
    [`add a menu link “Pls Donate” to /donate`, "Pls Donate"],
    [`rename the News link in the menu to “Show notes n stuff”`, "Show notes n stuff"],
    // site name and tagline
    [`change the site name to "Teh Homepage Co."`, "Teh Homepage Co."],
    [`set the tag line to “Photographs, show notes & more…”`, "Photographs, show notes & more…"],
    [`change the tagline to “Fresh bread n cakes, 2day only”`, "Fresh bread n cakes, 2day only"],
    // SEO texts
    [`change the seo title of the about page to “About us full stop”`, "About us full stop"],
    // testimonial quotes and authors
    [`add a testimonial: “Thanks so much, u r teh best!” — Jo Reyes`, "Thanks so much, u r teh best!"],
    [`change the author of the testimonial from Jo Reyes to "Jo Reyes & Co."`, "Jo Reyes & Co."],
    // words to replace
    [`on the contact page change 'Pls call b4 noon' to 'Please call before noon'`, "Pls call b4 noon"],
    [`on the contact page change “Call us b4 noon” to “Call us before noon”`, "Call us b4 noon"],
    [`replace "Pls ring" with "Please ring" everywhere`, "Pls ring"],
    // quote marks and spacing inside the value
    // A curly apostrophe is straightened with the quotes around it (see offline-model-quotes-and-clauses.test.ts).
    [`change the hero heading on home to ‘We’re open’`, "We're open"],
    [`change the hero subheading on home to "Open daily.  Closed Sundays."`, "Open daily.  Closed Sundays."],
  ])("%s → %s", (request, typed) => {
    const intent: Intent = parseRequest(request);
    expect(NOT_A_CHANGE).not.toContain(intent.kind);
    expect(valuesIn(intent), JSON.stringify(intent)).toContain(typed);
  });
});

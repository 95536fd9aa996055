import { describe, expect, it } from "vitest";
import type { Intent } from "@/lib/agent/offline-model/intents";
import { parseRequest } from "@/lib/agent/offline-model/parse-request";

const cases = (table: [string, Intent][]) => it.each(table)("%s", (sentence, intent) => expect(parseRequest(sentence)).toEqual(intent));

describe("offline model: conversation", () => {
  cases([
    ["hi", { kind: "greeting" }],
    ["Hello there!", { kind: "greeting" }],
    ["Good morning", { kind: "greeting" }],
    ["", { kind: "greeting" }],
    ["help", { kind: "help" }],
    ["What can you do?", { kind: "help" }],
    ["thanks!", { kind: "thanks" }],
    ["ok", { kind: "thanks" }],
    ["Hi, could you please list the pages?", { kind: "listPages" }],
    ["make me a sandwich", { kind: "unknown" }],
    ["what is the meaning of life", { kind: "unknown" }],
  ]);
});

describe("offline model: pages", () => {
  cases([
    ["create a page called Pricing", { kind: "createPage", title: "Pricing", templates: [] }],
    ["Please create a new page named 'Work with us'", { kind: "createPage", title: "Work with us", templates: [] }],
    ["make a page called pricing", { kind: "createPage", title: "Pricing", templates: [] }],
    ["create a pricing page", { kind: "createPage", title: "Pricing", templates: [] }],
    ["Create a page called Pricing with a hero and a FAQ", { kind: "createPage", title: "Pricing", templates: ["hero", "faq"] }],
    ["create a page called Pricing with hero, text and call to action", { kind: "createPage", title: "Pricing", templates: ["hero", "text", "cta"] }],
    ["create a page called Studio with an image and text section and a gallery", { kind: "createPage", title: "Studio", templates: ["imageText", "gallery"] }],
    ["create a careers page with a hero and features", { kind: "createPage", title: "Careers", templates: ["hero", "featureGrid"] }],
    ["create a page called Work with us", { kind: "createPage", title: "Work with us", templates: [] }],
    ['create a page called "Terms and Conditions"', { kind: "createPage", title: "Terms and Conditions", templates: [] }],
    ["create a page called Terms and Conditions", { kind: "createPage", title: "Terms and Conditions", templates: [] }],
    ["list pages", { kind: "listPages" }],
    ["show me all the pages", { kind: "listPages" }],
    ["list published pages", { kind: "listPages", status: "published" }],
    ["show draft pages", { kind: "listPages", status: "draft" }],
    ["which pages are drafts?", { kind: "listPages", status: "draft" }],
    ["what pages do we have", { kind: "listPages" }],
    ["show the about page", { kind: "showPage", page: "about" }],
    ["what's on the home page?", { kind: "showPage", page: "home" }],
    ["What is on page contact", { kind: "showPage", page: "contact" }],
    ["open page About us", { kind: "showPage", page: "About us" }],
    ["rename page about to Our story", { kind: "renamePage", page: "about", title: "Our story" }],
    ['rename the about page to "About us"', { kind: "renamePage", page: "about", title: "About us" }],
    ["change the title of the contact page to Get in touch", { kind: "renamePage", page: "contact", title: "Get in touch" }],
    ["publish the pricing page", { kind: "pageAction", action: "publish", page: "pricing" }],
    ["publish page Pricing", { kind: "pageAction", action: "publish", page: "Pricing" }],
    ["unpublish the about page", { kind: "pageAction", action: "unpublish", page: "about" }],
    ["take down the contact page", { kind: "pageAction", action: "unpublish", page: "contact" }],
    ["delete the about page", { kind: "pageAction", action: "delete", page: "about" }],
    ["Delete page 'Our Team'", { kind: "pageAction", action: "delete", page: "Our Team" }],
    ["remove the contact page.", { kind: "pageAction", action: "delete", page: "contact" }],
    ["delete the pages 'Alpha' and 'Beta'", { kind: "bulkPageAction", action: "delete", pages: ["Alpha", "Beta"] }],
    ["publish the about and contact pages", { kind: "bulkPageAction", action: "publish", pages: ["about", "contact"] }],
    ["delete the about page and the contact page", { kind: "bulkPageAction", action: "delete", pages: ["about", "contact"] }],
    ['unpublish "Alpha", "Beta" & "Gamma"', { kind: "bulkPageAction", action: "unpublish", pages: ["Alpha", "Beta", "Gamma"] }],
    ["delete both the about page and it", { kind: "bulkPageAction", action: "delete", pages: ["about", "it"] }],
    ["publish the about and About pages", { kind: "pageAction", action: "publish", page: "about" }],
    ["delete the Terms and Conditions page", { kind: "pageAction", action: "delete", page: "Terms and Conditions" }],
    ["delete the page 'Fast and calm'", { kind: "pageAction", action: "delete", page: "Fast and calm" }],
  ]);
});

describe("offline model: sections", () => {
  cases([
    ["what's the hero heading on home?", { kind: "askSectionField", page: "home", templateKey: "hero", field: "heading" }],
    ["What is the heading of the hero on the home page", { kind: "askSectionField", page: "home", templateKey: "hero", field: "heading" }],
    ["what does the cta button say on home", { kind: "askSectionField", page: "home", templateKey: "cta", field: "buttonLabel" }],
    ["what is the hero button label on home", { kind: "askSectionField", page: "home", templateKey: "hero", field: "ctaLabel" }],
    ['change the hero heading on home to "Hello there"', { kind: "setSectionField", page: "home", templateKey: "hero", field: "heading", value: "Hello there" }],
    ["set the heading of the FAQ section on the about page to Questions", { kind: "setSectionField", page: "about", templateKey: "faq", field: "heading", value: "Questions" }],
    ["add a FAQ section to the about page", { kind: "addSection", page: "about", templateKey: "faq" }],
    ["add a hero to page pricing", { kind: "addSection", page: "pricing", templateKey: "hero" }],
    ["add a call to action to the bottom of the home page", { kind: "addSection", page: "home", templateKey: "cta" }],
    ["remove the FAQ section from the about page", { kind: "removeSection", page: "about", templateKey: "faq" }],
    ["delete the gallery from contact", { kind: "removeSection", page: "contact", templateKey: "gallery" }],
    ["remove the second text block from about", { kind: "removeSection", page: "about", templateKey: "text", ordinal: 2 }],
    ["remove the last faq section from about", { kind: "removeSection", page: "about", templateKey: "faq", ordinal: -1 }],
  ]);
});

describe("offline model: posts", () => {
  cases([
    ["unpublish the design process post", { kind: "postAction", action: "unpublish", post: "design process" }],
    ["delete all the posts", { kind: "postAction", action: "delete", post: "all the posts" }],
    ["list posts", { kind: "listPosts" }],
    ["show the blog posts", { kind: "listPosts" }],
    ["list draft posts", { kind: "listPosts", status: "draft" }],
    ["show me all published posts", { kind: "listPosts", status: "published" }],
    ["list archived posts", { kind: "listPosts", status: "archived" }],
    ["create a draft post titled Spring news", { kind: "createPost", title: "Spring news" }],
    ["write a blog post called 'Our new office'", { kind: "createPost", title: "Our new office" }],
    ["create a post about summer opening hours", { kind: "createPost", title: "Summer opening hours" }],
    ["publish the post about autumn", { kind: "postAction", action: "publish", post: "autumn" }],
    ["archive the welcome post", { kind: "postAction", action: "archive", post: "welcome" }],
    ["delete the post called 'Behind the scenes'", { kind: "postAction", action: "delete", post: "Behind the scenes" }],
    ["remove the autumn post", { kind: "postAction", action: "delete", post: "autumn" }],
    ["archive it", { kind: "postAction", action: "archive", post: "it" }],
    ["archive the welcome and autumn posts", { kind: "bulkPostAction", action: "archive", posts: ["welcome", "autumn"] }],
    ["delete the posts 'Spring news', 'Summer news' and 'Autumn news'", { kind: "bulkPostAction", action: "delete", posts: ["Spring news", "Summer news", "Autumn news"] }],
    ["publish the welcome post and the autumn article", { kind: "bulkPostAction", action: "publish", posts: ["welcome", "autumn"] }],
    ["delete the post called 'Salt and pepper'", { kind: "postAction", action: "delete", post: "Salt and pepper" }],
  ]);
});

describe("offline model: navigation", () => {
  cases([
    ["show the navigation", { kind: "showNavigation" }],
    ["what's in the menu?", { kind: "showNavigation" }],
    ["add Pricing to the navigation", { kind: "addNavLink", label: "Pricing" }],
    ["add the pricing page to the menu", { kind: "addNavLink", label: "pricing" }],
    ["add a link to https://shop.example.com called Shop", { kind: "addNavLink", label: "Shop", url: "https://shop.example.com" }],
    ['add a link called "Our shop" to https://shop.example.com', { kind: "addNavLink", label: "Our shop", url: "https://shop.example.com" }],
    ["add Blog (/blog) to the nav", { kind: "addNavLink", label: "Blog", url: "/blog" }],
    ["hide the Blog link", { kind: "setNavVisibility", label: "Blog", visible: false }],
    ["show the blog link in the navigation", { kind: "setNavVisibility", label: "blog", visible: true }],
    ["hide Contact from the menu", { kind: "setNavVisibility", label: "Contact", visible: false }],
    ["remove Contact from the navigation", { kind: "removeNavLink", label: "Contact" }],
    ["delete the About link", { kind: "removeNavLink", label: "About" }],
  ]);
});

describe("offline model: settings", () => {
  cases([
    ["what is the site name?", { kind: "getSetting", key: "name" }],
    ["what's our site called", { kind: "getSetting", key: "name" }],
    ["what's the tagline", { kind: "getSetting", key: "tagline" }],
    ['change the site tagline to "Calm websites for busy people"', { kind: "updateSetting", key: "tagline", value: "Calm websites for busy people" }],
    ["set the site name to Northwind", { kind: "updateSetting", key: "name", value: "Northwind" }],
    ["rename the site to Northwind Studio", { kind: "updateSetting", key: "name", value: "Northwind Studio" }],
    ["show the site settings", { kind: "showSettings" }],
  ]);
});

describe("offline model: images", () => {
  cases([
    ["list images", { kind: "listImages" }],
    ["show me the media library", { kind: "listImages" }],
    ["find an image of the coast", { kind: "findImage", description: "coast" }],
    ["do we have a photo of autumn leaves?", { kind: "findImage", description: "autumn leaves" }],
    ['set the alt text of the autumn image to "Orange leaves on a path"', { kind: "setImageAlt", image: "autumn", alt: "Orange leaves on a path" }],
    ["change the alt of image coast to Rocky shore", { kind: "setImageAlt", image: "coast", alt: "Rocky shore" }],
    ["delete the coast image", { kind: "deleteImage", image: "coast" }],
  ]);
});

describe("offline model: search, entries and the web", () => {
  cases([
    ["add a testimonial from Jane Doe at Acme Ltd: 'A joy to update.'", { kind: "createEntry", collection: "testimonials", values: { quote: "A joy to update.", author: "Jane Doe", company: "Acme Ltd" } }],
    ["New testimonial. Quote: \"They listened.\" by Sam Lee, Riverside Café", { kind: "createEntry", collection: "testimonials", values: { quote: "They listened.", author: "Sam Lee", company: "Riverside Café" } }],
    ["add a testimonial", { kind: "createEntry", collection: "testimonials", values: {} }],
    ["change Tom Okafor's quote to 'Brilliant'", { kind: "editEntry", collection: "testimonials", name: "Tom Okafor", field: "quote", value: "Brilliant" }],
    ["fix the company on Priya's testimonial, it's called Maple & Co now", { kind: "editEntry", collection: "testimonials", name: "Priya", field: "company", value: "Maple & Co" }],
    ["remove the Maple Bakery testimonial", { kind: "entryAction", collection: "testimonials", name: "Maple Bakery", action: "delete" }],
    ["delete the testimonial from Tom", { kind: "entryAction", collection: "testimonials", name: "Tom", action: "delete" }],
    ["search for autumn", { kind: "search", query: "autumn" }],
    ["find calm websites", { kind: "search", query: "calm websites" }],
    ["list testimonials", { kind: "listEntries", collection: "testimonials" }],
    ["show the testimonials", { kind: "listEntries", collection: "testimonials" }],
    ["list entries in team members", { kind: "listEntries", collection: "team members" }],
    ["list collections", { kind: "listCollections" }],
    ["search the web for bakery trends", { kind: "webSearch", query: "bakery trends" }],
    ["google opening hours of bakeries", { kind: "webSearch", query: "opening hours of bakeries" }],
    ["look up ai sdk 7 online", { kind: "webSearch", query: "ai sdk 7" }],
    ["fetch https://example.com/article", { kind: "fetchUrl", url: "https://example.com/article", via: "web" }],
    ["what's on https://example.com?", { kind: "fetchUrl", url: "https://example.com", via: "web" }],
    ["http get https://api.example.com/items", { kind: "fetchUrl", url: "https://api.example.com/items", via: "http" }],
  ]);
});

describe("offline model: publishing", () => {
  cases([
    ["publish everything", { kind: "publishChanges", scope: "all" }],
    ["put all changes live", { kind: "publishChanges", scope: "all" }],
    ["go live", { kind: "publishChanges", scope: "all" }],
    ["publish all the unpublished changes", { kind: "publishChanges", scope: "all" }],
    ["publish them", { kind: "publishChanges", scope: "recent" }],
    ["put it all live", { kind: "publishChanges", scope: "recent" }],
    ["publish", { kind: "publishChanges", scope: "recent" }],
    ["make it live", { kind: "pageAction", action: "publish", page: "it" }],
    ["change the About page title to Our story", { kind: "renamePage", page: "About", title: "Our story" }],
    ["create Careers with a hero", { kind: "createPage", title: "Careers", templates: ["hero"] }],
  ]);
});

describe("offline model: several actions", () => {
  cases([
    [
      "create a page called Pricing and then add it to the navigation",
      {
        kind: "multi",
        goal: "create a page called Pricing and then add it to the navigation",
        steps: [
          { kind: "createPage", title: "Pricing", templates: [] },
          { kind: "addNavLink", label: "it" },
        ],
      },
    ],
    [
      "create a page called Pricing with a hero and a FAQ and publish it",
      {
        kind: "multi",
        goal: "create a page called Pricing with a hero and a FAQ and publish it",
        steps: [
          { kind: "createPage", title: "Pricing", templates: ["hero", "faq"] },
          { kind: "pageAction", action: "publish", page: "it" },
        ],
      },
    ],
    [
      'change the tagline to "Fast and calm", then list posts',
      {
        kind: "multi",
        goal: 'change the tagline to "Fast and calm", then list posts',
        steps: [
          { kind: "updateSetting", key: "tagline", value: "Fast and calm" },
          { kind: "listPosts" },
        ],
      },
    ],
    [
      "make a plan to publish the post about autumn",
      { kind: "multi", goal: "publish the post about autumn", steps: [{ kind: "postAction", action: "publish", post: "autumn" }] },
    ],
    [
      "rename About to Our story, hide Blog in the menu and put it all live",
      {
        kind: "multi",
        goal: "rename About to Our story, hide Blog in the menu and put it all live",
        steps: [
          { kind: "renamePage", page: "About", title: "Our story" },
          { kind: "setNavVisibility", label: "Blog", visible: false },
          { kind: "publishChanges", scope: "recent" },
        ],
      },
    ],
    ["publish the about page and then dance", { kind: "unknown", part: "dance" }],
  ]);
});

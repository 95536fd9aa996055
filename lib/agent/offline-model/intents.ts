import type { TrashType } from "@/lib/services/trash";
import type { Topic } from "./clarify";
import type { ValueKind } from "./value-kinds";

/** Everything the offline model understands, one variant per sentence family (see docs/offline-model.md). */
export type Intent =
  | { kind: "greeting" }
  | { kind: "help" }
  /** "what's the difference between draft and published?": how drafts work, explained */
  | { kind: "explainDrafts" }
  | { kind: "thanks" }
  /** `part` is the piece of a longer request that was not understood; `topic` what it seems to be about (none: off-topic). */
  | { kind: "unknown"; part?: string; topic?: Topic }
  // pages
  | { kind: "listPages"; status?: "draft" | "published" }
  | { kind: "showPage"; page: string }
  /** `contents`: what the request says each section holds (placeholders fill the rest). */
  | { kind: "createPage"; title: string; templates: string[]; contents?: Record<string, unknown>[]; slug?: string; seoTitle?: string; seoDescription?: string }
  | { kind: "renamePage"; page: string; title: string }
  /** `either`: named without saying page or post ("publish 'five tips'"), so it may be a post. */
  | { kind: "pageAction"; action: PageVerb; page: string; either?: boolean }
  /** The same action on several pages: the calls are made together, so gated ones ask at once. */
  | { kind: "bulkPageAction"; action: PageVerb; pages: string[] }
  // sections
  | { kind: "askSectionField"; page: string; templateKey: string; field: string }
  /** `shows`: the words the section shows now ("the get in touch button"), when no template is named. */
  | { kind: "setSectionField"; page: string; templateKey: string; field: string; value: string; shows?: string }
  | { kind: "addSection"; page: string; templateKey: string; values?: Record<string, unknown>; at?: NewSectionPlace }
  | { kind: "removeSection"; page: string; templateKey: string; ordinal?: number }
  | { kind: "moveSection"; page: string; section: SectionPick; to: "top" | "bottom" | "above" | "below" | "swap"; other?: SectionPick }
  | { kind: "askSection"; page: string; section: SectionPick }
  | { kind: "removeSectionAt"; page: string; section: SectionPick }
  /** Words changed where a page shows them ("change £29 to £35"). */
  | { kind: "replaceText"; page: string; old: string; replacement: string }
  /** Words changed wherever the site's pages and posts show them. */
  | { kind: "replaceEverywhere"; old: string; replacement: string }
  /** A phone number, email address or opening hours a page shows, changed to this one. */
  | { kind: "replaceValue"; page: string; value: ValueKind; replacement: string }
  /** The phone number, email address or opening hours a page shows. */
  | { kind: "askValue"; page: string; value: ValueKind }
  | { kind: "listTemplates" }
  /** One more item at the end of a section's list: [question, answer] for a FAQ, [title, description] for features. */
  | { kind: "addListItem"; page: string; section: SectionPick; item: string[] }
  /** One item of a section's list changed: by place (1-based, -1 the last) or words it shows; `part` 0 its question or title, 1 its answer or description. An empty `section`: the page's one list. */
  | { kind: "editListItem"; page: string; section: SectionPick; item: { ordinal?: number; text?: string }; part: 0 | 1; value: string }
  | { kind: "removeListItem"; page: string; section: SectionPick; item: { ordinal?: number; text?: string } }
  | { kind: "moveListItem"; page: string; section: SectionPick; item: { ordinal?: number; text?: string }; to: "first" | "last" }
  /** A picture shown in a section of a page (a gallery gets it added); `templateKey` when the request names the section. */
  | { kind: "setSectionImage"; page: string; image: string; templateKey?: string; sectionText?: string }
  /** A picture taken out of a gallery on a page ("contact gallery: rm blue-coast.png"). */
  | { kind: "removeSectionImage"; page: string; image: string }
  /** One picture put where another is shown: on one page (of the template named, if any), or with no page everywhere. */
  | { kind: "replaceImage"; image: string; replacement: string; page?: string; templateKey?: string }
  // posts
  | { kind: "listPosts"; status?: "draft" | "published" | "archived"; tag?: string; cover?: "missing" }
  | { kind: "createPost"; title: string; tags?: string[]; excerpt?: string; body?: string }
  | { kind: "askPage"; page: string; ask: "live" | "seoTitle" | "seoDescription" | "slug" | "sections" | "heading" }
  | { kind: "editPage"; page: string; field: "title" | "slug" | "seoTitle" | "seoDescription"; value: string }
  | { kind: "askPost"; post: string; ask: "live" | "tags" | "excerpt" | "author" | "cover" | "body" }
  | { kind: "editPost"; post: string; change: PostChange }
  | { kind: "postAction"; action: PostVerb; post: string }
  | { kind: "bulkPostAction"; action: PostVerb; posts: string[] }
  // navigation
  | { kind: "showNavigation" }
  | { kind: "addNavLink"; label: string; url?: string }
  | { kind: "setNavVisibility"; label: string; visible: boolean }
  | { kind: "removeNavLink"; label: string }
  | { kind: "askMenuItem"; label: string; ask: "target" | "present" | "live" | "children" }
  /** `label` may be an ordinal ("second"); "last" after adding means the item just added. `page` links it to that page instead of `url`; `parent` "" moves it to the top level. */
  | { kind: "editMenuItem"; label: string; newLabel?: string; url?: string; page?: string; parent?: string }
  | { kind: "addMenuItemAt"; page: string; label?: string; after?: string; before?: string; under?: string }
  /** An item put elsewhere in its level: `place` is 1-based, `other` the item it goes before, after or swaps with, `order` labels from the first. */
  | { kind: "moveMenuItem"; label: string; to: "first" | "last" | "place" | "before" | "after" | "swap" | "order"; place?: number; other?: string; order?: string[] }
  // settings
  | { kind: "showSettings" }
  | { kind: "getSetting"; key: SettingWord }
  | { kind: "updateSetting"; key: SettingWord; value: string }
  /** Some words of a setting changed, the rest kept ("in the tagline change 'businesses' to 'shops'"). */
  | { kind: "replaceInSetting"; key: SettingWord; old: string; replacement: string }
  | { kind: "askSiteSetting"; key: "colours" | "primary" | "accent" | "background" | "text" | "social" | "logo" | "seoTitle" | "seoDescription" }
  | { kind: "setColour"; which: "primary" | "accent" | "background" | "text"; value: string }
  /** `label` may be empty when only the address was given (it is named after the address). */
  | { kind: "socialLink"; op: "add" | "remove" | "update"; label: string; url?: string }
  /** No image: remove the logo. */
  | { kind: "setLogo"; image?: string }
  // images
  | { kind: "listImages" }
  | { kind: "findImage"; description: string }
  | { kind: "setImageAlt"; image: string; alt: string }
  | { kind: "deleteImage"; image: string }
  | { kind: "imagesMissing"; field: "alt" | "caption" }
  /** Every image whose alt text, caption or file name shows `description`. */
  | { kind: "imagesShowing"; description: string; action: "list" | "delete" }
  /** Images no page, post or logo uses: listed, or deleted (`one`: "the picture we don't use", asked about when several are). */
  | { kind: "imagesUnused"; action: "list" | "delete"; one?: boolean }
  /** Every image lacking alt text or a caption given one, made from its file name or its alt text. */
  | { kind: "fillMissing"; field: "alt" | "caption"; from: "name" | "alt" }
  | { kind: "askImage"; image: string; ask: "alt" | "caption" | "usage" }
  /** `clear` takes the text off ("take the caption off …"); an empty value without it is asked about. */
  | { kind: "setImageText"; image: string; field: "alt" | "caption"; value: string; clear?: true }
  /** Some words of an image's alt text or caption changed, the rest kept ("caption: for 'hills' read 'Downs'"). */
  | { kind: "replaceInImageText"; image: string; field: "alt" | "caption"; old: string; replacement: string }
  // publishing: everything waiting, or what the last request changed ("publish them", "put it all live")
  /** `chat`: everything this conversation changed ("publish both", "publish what we did"). */
  | { kind: "publishChanges"; scope: "all" | "recent" | "chat" }
  | { kind: "listChanges" }
  | { kind: "publishFixed"; what: ("menu" | "settings")[] }
  /** Whether a change to one site setting is live yet ("did the change to the tagline go through?"). */
  | { kind: "askSettingLive"; setting: LiveSetting }
  | { kind: "publishExcept"; except: string[] }
  // search, entries, web
  | { kind: "search"; query: string }
  | { kind: "listCollections" }
  | { kind: "listEntries"; collection: string; live?: true }
  /** One entry by a name, a word it says, or its place in the list (-1: the last). */
  | { kind: "askEntry"; collection: string; name?: string; ordinal?: number }
  | { kind: "collectionFields"; collection: string }
  /** A new entry; `values` by field name (a testimonial's quote, author, company). */
  | { kind: "createEntry"; collection: string; values: Record<string, string> }
  /** One entry, found by a name or anything it says ("new"/"latest": the last one), changed, trashed or put live. */
  | { kind: "editEntry"; collection: string; name: string; field: string; value: string }
  | { kind: "entryAction"; collection: string; name: string; action: "delete" | "publish" | "unpublish" }
  /** Words an entry says changed, in whichever of its fields holds them ("it still says Sam Reyes … it's Alex Moreno now"). */
  | { kind: "replaceEntryWords"; collection: string; name: string; old: string; replacement: string }
  | { kind: "webSearch"; query: string }
  | { kind: "fetchUrl"; url: string; via: "web" | "http" }
  // several actions in one request
  | { kind: "multi"; goal: string; steps: Intent[] }
  /** Something the site cannot do (a section kind that does not exist, editing pixels): said, nothing tried. */
  | { kind: "cannot"; reason: string }
  /** A problem stated with no request ("the offer page is still up, the offer ended"): the fix it asks for. */
  | { kind: "remedy"; problem: string; fix: Intent }
  /** "put it back to 'X'", "make it Y instead": the previous request's change, made again with this value. */
  | { kind: "changeAgain"; value: string }
  /** "Undo that": everything the last reply that changed something did. */
  /** `earlier`: asked for even though the reply just before changed nothing ("undo the change before"). */
  | { kind: "undoLast"; earlier?: true }
  /** "What did you just do?": what the previous reply changed, said again. */
  /** `chat`: everything this chat changed, not only the last reply ("a summary of everything I changed today"). */
  | { kind: "recapLast"; chat?: true }
  /** An item back from the trash: by name, else the newest (of `type`, a trash kind: page, post, image, navItem, entry). */
  | { kind: "restoreFromTrash"; name?: string; type?: TrashType };

/** One change to a post: a field's new value, tags added or removed, a cover image, a line added to the text. */
export type PostChange =
  | { field: "title" | "excerpt" | "slug" | "cover" | "body"; value: string }
  /** Tags added, taken off, or (`set`) exactly these. */
  | { field: "tags"; add?: string[]; remove?: string[]; set?: string[] }
  /** Words in the body replaced by others. */
  | { field: "wording"; old: string; replacement: string };

/** A section by template, by place (-1: the last) or by words it shows. */
export type SectionPick = { templateKey?: string; ordinal?: number; text?: string };
/** Where a new section goes when not at the end: first, or next to another section. */
export type NewSectionPlace = { to: "top" } | { to: "above" | "below"; other: SectionPick };

export type PageVerb = "publish" | "unpublish" | "delete";
export type PostVerb = "publish" | "unpublish" | "archive" | "delete";
export type SettingWord = "name" | "tagline" | "seoTitle" | "seoDescription";

export type IntentKind = Intent["kind"];
export type IntentOf<K extends IntentKind> = Extract<Intent, { kind: K }>;

/** Words that point back at the page or post just created or found. */
const PRONOUNS = new Set([
  "it", "this", "that", "this one", "that one", "the one", "this page", "that page", "this post", "that post", "the page", "the post", "the new page", "the new post",
  "this image", "that image", "this picture", "that picture", "this photo", "that photo", "the same page", "the same post", "the same", "same", "the same one",
]);
/** Site settings by the words people use, and the stored field each is (its name in unpublished changes comes from there). */
export const LIVE_SETTINGS = { tagline: "tagline", "site name": "name", logo: "logoImageId", colours: "themeColors", "social links": "socialLinks" } as const;
export type LiveSetting = keyof typeof LIVE_SETTINGS;

export const isPronoun = (target: string) => PRONOUNS.has(target.trim().toLowerCase());

/** An intent naming something only as "it" ("put a link to it in the menu", "take it off the website"). */
export const refersBack = (intent: Intent) => Object.values(intent).some((value) => typeof value === "string" && isPronoun(value));

/** Whether a request asks for something to be read or done (not small talk, nor something not understood). */
export const isAction = (intent: Intent) => !["unknown", "greeting", "help", "explainDrafts", "thanks"].includes(intent.kind);

import type { Intent } from "./intents";

/** "the welcome post", "the autumn blog post", "the article about the autumn colours": a name that says it is a post's. */
const POST_NAME = /^(?:the\s+)?(.+?)\s+(?:blog\s+)?(?:post|article)$|^(?:the\s+)?(?:blog\s+)?(?:post|article|piece)\s+(?:about|on|called|titled)\s+(?:the\s+|our\s+)?(.+)$/i;

/** "the Copper Kettle testimonial", "Tom's review": a name that says it is a testimonial's. */
const ENTRY_NAME = /^(?:the\s+)?(.+?)(?:'s)?\s+(?:testimonial|review|quote)$/i;

/** Words reported wrong "on" a testimonial — "the Copper Kettle testimonial says 'A', it should say 'B'" — are changed in that entry. */
export function onNamedEntry(intent: Intent): Intent {
  const entry = intent.kind === "replaceText" ? ENTRY_NAME.exec(intent.page)?.[1] : undefined;
  return entry && intent.kind === "replaceText" ? { kind: "replaceEntryWords", collection: "testimonials", name: entry, old: intent.old, replacement: intent.replacement } : intent;
}

/**
 * Page changes whose page is named as a post — "change the picture on the welcome post to the blue
 * coast one", "in the welcome post, change 'A' to 'B'", "change the link of the autumn post to
 * /blog/autumn-colours" — are the same changes to that post.
 */
export function onNamedPost(intent: Intent): Intent {
  const named = "page" in intent && typeof intent.page === "string" ? POST_NAME.exec(intent.page) : undefined;
  const post = named?.[1] ?? named?.[2];
  if (!post) return intent;
  switch (intent.kind) {
    case "replaceText":
      return { kind: "editPost", post, change: { field: "wording", old: intent.old, replacement: intent.replacement } };
    case "setSectionImage":
      return { kind: "editPost", post, change: { field: "cover", value: intent.image } };
    case "editPage":
      return intent.field === "slug" || intent.field === "title" ? { kind: "editPost", post, change: { field: intent.field, value: intent.value } } : intent;
    case "renamePage":
      return { kind: "editPost", post, change: { field: "title", value: intent.title } };
    default:
      return intent;
  }
}

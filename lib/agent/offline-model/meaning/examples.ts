/**
 * What each request the rules understand can look like, for matching by meaning: a canonical
 * phrasing the rules read (`{x}`: the names the request gives, `{value}`: the new value it gives)
 * and ways people say it. Only intents that read (`reads`) are ever carried out from a match: the
 * sentence model confuses changes with the same nouns ("get rid of careers" vs "add careers to the
 * menu"), so a request that would change content is left to the rules, which ask. The others and
 * "offTopic" (examples only) are there so a request near them is not taken for a read.
 */
export type IntentExample = { id: string; canonical?: string; examples: string[]; reads?: boolean };

export const INTENT_EXAMPLES: IntentExample[] = [
  { id: "listPages", reads: true, canonical: "list the pages", examples: ["which pages do we have", "what pages are on the site", "give me an overview of our pages", "how many pages are there", "pages please", "what's on the site"] },
  { id: "showPage", reads: true, canonical: "show the {x} page", examples: ["what does the pricing page say", "open up the team page", "let me look at the contact page", "what's written on the about page", "display the services page content", "can I see the faq page"] },
  { id: "createPage", canonical: "create a page called {x}", examples: ["we need a new page for careers", "start a fresh page named pricing", "could you set up a team page", "I want another page, call it services", "add a page for our events", "spin up a landing page called offers"] },
  { id: "renamePage", canonical: "rename the {x} page to {value}", examples: ["call the about page our story instead", "the team page should be titled people", "change what the services page is called to what we do", "give the contact page a new name: say hello", "retitle pricing as plans"] },
  { id: "publishPage", canonical: "publish the {x} page", examples: ["make the pricing page visible to visitors", "the careers page is ready, put it on the site", "let people see the team page", "release the services page", "launch the events page"] },
  { id: "unpublishPage", canonical: "unpublish the {x} page", examples: ["hide the pricing page from visitors", "make the careers page private again", "visitors should not see the team page any more", "take the services page off the website", "pull the events page from the site"] },
  { id: "deletePage", canonical: "delete the {x} page", examples: ["get rid of the careers page", "we don't need the pricing page any more", "throw away the old landing page", "the events page can go", "wipe out the team page", "make the services page disappear for good"] },
  { id: "listPosts", reads: true, canonical: "list the posts", examples: ["what have we written on the blog", "which articles do we have", "show our blog", "how many posts are there", "what's on the blog"] },
  { id: "createPost", canonical: "create a post called {x}", examples: ["write a blog article about our summer hours", "start a new post titled spring news", "I want to blog about the new office", "draft an article on hiring", "new blog entry: holiday opening times"] },
  { id: "publishPost", canonical: "publish the {x} post", examples: ["put the spring news article on the blog", "make the hiring post visible", "the summer post is ready to go out", "release the article about autumn"] },
  { id: "unpublishPost", canonical: "unpublish the {x} post", examples: ["pull the summer sale article off the blog", "hide the hiring post from readers", "the spring news post should not be visible any more", "take the welcome article down but keep it"] },
  { id: "deletePost", canonical: "delete the {x} post", examples: ["get rid of the summer sale article", "throw away the hiring post", "the old news post can go", "remove the article about autumn for good"] },
  { id: "listImages", reads: true, canonical: "list the images", examples: ["which pictures do we have", "show me our photos", "what's in the media library", "how many images are there", "browse the picture library"] },
  { id: "findImage", reads: true, canonical: "find an image of {x}", examples: ["do we have a picture of the sea", "is there a photo with mountains", "look for an image showing a bakery", "any pics of our team", "search the library for a sunset picture"] },
  { id: "deleteImage", canonical: "delete the {x} image", examples: ["get rid of the blurry beach photo", "throw away the mountain picture", "the old logo image can go", "remove the sunset photo from the library"] },
  { id: "imagesMissingAlt", reads: true, canonical: "which images are missing alt text", examples: ["which pictures have no description for screen readers", "are any images without alt text", "find photos that lack alt text", "list images with empty alt"] },
  { id: "showNavigation", reads: true, canonical: "show the menu", examples: ["what links are in the navigation", "what's in the top bar", "which items does the nav have", "what do visitors see in the menu"] },
  { id: "addToMenu", canonical: "add {x} to the menu", examples: ["link the careers page from the navigation", "the pricing page should be in the nav", "I want visitors to reach team from the menu", "make services show up in the navigation", "give events a menu link"] },
  { id: "removeFromMenu", canonical: "remove {x} from the menu", examples: ["the blog link should not be in the navigation", "drop contact from the nav", "take the careers link out of the top bar", "get rid of the about menu item"] },
  { id: "hideMenuItem", canonical: "hide the {x} link", examples: ["don't show blog in the navigation for now", "temporarily hide the shop link", "make the careers menu item invisible"] },
  { id: "renameMenuItem", canonical: "rename the {x} menu item to {value}", examples: ["the blog link should say journal", "change the label of the contact link to get in touch", "call the about menu item our story"] },
  { id: "siteName", reads: true, canonical: "what is the site name", examples: ["what's our website called", "what name does the site have", "tell me the site title"] },
  { id: "setSiteName", canonical: "change the site name to {value}", examples: ["our website should be called northwind design", "rename the whole site to acme", "the site title should be green leaf"] },
  { id: "setTagline", canonical: "change the tagline to {value}", examples: ["our slogan should be calm websites", "update the strapline to simple and quick", "the motto under the name should read made with care"] },
  { id: "colours", reads: true, canonical: "what colours does the site use", examples: ["what's our colour scheme", "which theme colours are set", "what does the palette look like"] },
  { id: "setAccent", canonical: "make the accent colour {value}", examples: ["use dark blue for highlights", "change the accent to orange", "I want a green accent"] },
  { id: "listTestimonials", reads: true, canonical: "list the testimonials", examples: ["what do customers say about us", "show the client quotes", "which reviews do we have", "how many testimonials are there"] },
  { id: "waiting", reads: true, canonical: "what's waiting to be published", examples: ["what hasn't gone live yet", "which changes are still drafts", "is there anything unpublished", "what would go live if I published now"] },
  { id: "publishAll", canonical: "publish everything", examples: ["push every change live", "make all the drafts public", "release all pending edits", "put all of it on the site"] },
  { id: "search", reads: true, canonical: "search for {x}", examples: ["where do we mention pricing", "which pages talk about coffee", "find anything about opening hours", "is the word autumn used anywhere"] },
  { id: "offTopic", examples: ["tell me a joke", "what's the weather tomorrow", "write me a poem about cats", "who won the football", "what's the capital of france", "give me a recipe for pancakes", "how are you feeling", "translate hello into spanish", "how do I reset my router", "how do I fix my printer", "can you book me a table", "what time is it in tokyo"] },
];

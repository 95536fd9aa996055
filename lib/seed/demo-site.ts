import { db } from "@/lib/db";
import { MENU_ID, SETTINGS_ID } from "@/lib/domain/content-kinds";
import { systemContext as ctx } from "@/lib/services/context";
import { entries } from "@/lib/services/entries";
import { images } from "@/lib/services/images";
import { navigation } from "@/lib/services/navigation";
import { pages } from "@/lib/services/pages";
import { posts } from "@/lib/services/posts";
import { releases } from "@/lib/services/publishing/releases";
import { settings } from "@/lib/services/settings";
import { users } from "@/lib/services/users";
import { DEMO_IMAGES, renderDemoImage } from "./demo-images";

export const DEMO_ACCOUNTS = [
  { email: "admin@example.com", name: "Ada Admin", role: "admin", password: "admin-demo-password" },
  { email: "editor@example.com", name: "Eddie Editor", role: "editor", password: "editor-demo-password" },
  { email: "viewer@example.com", name: "Vera Viewer", role: "viewer", password: "viewer-demo-password" },
] as const;

async function seedImages() {
  const ids: Record<(typeof DEMO_IMAGES)[number]["key"], string> = { hero: "", studio: "", autumn: "", coast: "" };
  for (const [index, spec] of DEMO_IMAGES.entries()) {
    const image = await images.upload(ctx, { buffer: await renderDemoImage(index), originalName: spec.name, alt: spec.alt, caption: spec.caption });
    ids[spec.key] = image.id;
  }
  return ids;
}

async function seedPages(image: Awaited<ReturnType<typeof seedImages>>) {
  const home = await pages.create(ctx, {
    title: "Home",
    slug: "home",
    seoTitle: "Northwind Studio — calm, useful websites",
    seoDescription: "A small design studio building calm, useful websites for independent businesses.",
    sections: [
      { templateKey: "hero", content: { heading: "Websites that feel calm and work hard", subheading: "We design and build sites for independent businesses — quick to load, easy to edit, pleasant to use.", ctaLabel: "See what we do", ctaUrl: "/about", imageId: image.hero } },
      { templateKey: "featureGrid", content: { heading: "What we do", features: [
        { title: "Design", description: "Clear layouts and type that put your content first." },
        { title: "Build", description: "Fast, accessible pages that work on every device." },
        { title: "Care", description: "Ongoing help, so your site keeps up with your business." },
      ] } },
      { templateKey: "cta", content: { heading: "Have a project in mind?", body: "Tell us about it — we reply within two working days.", buttonLabel: "Get in touch", buttonUrl: "/contact" } },
    ],
  });
  const about = await pages.create(ctx, {
    title: "About",
    slug: "about",
    seoDescription: "Who we are and how we work.",
    sections: [
      { templateKey: "text", content: { heading: "About us", body: "Northwind Studio is a team of four designers and developers.\n\nWe started in 2019 with one idea: **websites should be calm**. No pop-ups fighting for attention, no pages that take ten seconds to load." } },
      { templateKey: "imageText", content: { heading: "Where we work", body: "Our studio sits at the edge of town, close enough to walk to clients and far enough for quiet.", imageId: image.studio, imagePosition: "right" } },
      { templateKey: "faq", content: { heading: "Questions we hear often", items: [
        { question: "How long does a website take?", answer: "Most projects take six to ten weeks from the first conversation to launch." },
        { question: "Can we edit the site ourselves?", answer: "Yes. Every site we build comes with an editor your whole team can use." },
      ] } },
    ],
  });
  const contact = await pages.create(ctx, {
    title: "Contact",
    slug: "contact",
    sections: [
      { templateKey: "text", content: { heading: "Say hello", body: "Write to [hello@northwind.example](mailto:hello@northwind.example) or call +44 20 7946 0000, weekdays 9–5." } },
      { templateKey: "gallery", content: { heading: "Around the studio", images: [{ imageId: image.coast }, { imageId: image.studio }] } },
    ],
  });
  for (const page of [home, about, contact]) await pages.publish(ctx, page.id);
  return { home, about, contact };
}

async function seedPosts(authorId: string, image: Awaited<ReturnType<typeof seedImages>>) {
  const author = { ...ctx, actor: { ...ctx.actor, id: authorId } };
  const welcome = await posts.create(author, {
    title: "Welcome to our new website",
    excerpt: "A fresh look, faster pages and a blog where we share what we learn.",
    body: "We rebuilt our website from scratch.\n\n## What changed\n\n- Pages load in under a second\n- Everything works with a keyboard and a screen reader\n- A blog, which you are reading now\n\nThanks for stopping by!",
    coverImageId: image.hero,
    tags: ["news"],
  });
  const process = await posts.create(author, {
    title: "Behind the scenes: our design process",
    excerpt: "From the first sketch to launch day, here is how a project runs.",
    body: "Every project starts with a conversation, not a template.\n\n1. **Listen** — what does the business need?\n2. **Sketch** — rough layouts on paper\n3. **Build** — real pages, early, so you can click around\n4. **Launch** — and then we keep helping.",
    coverImageId: image.studio,
    tags: ["process", "design"],
  });
  await posts.create(author, {
    title: "Autumn collection: colours of the season",
    excerpt: "Warm oranges and deep browns: the palette we are loving this autumn.",
    body: "Autumn is our favourite season for colour.\n\nThis draft collects the palettes we will use in the next few projects.",
    coverImageId: image.autumn,
    tags: ["design", "seasonal"],
  });
  for (const post of [welcome, process]) await posts.publish(ctx, post.id);
}

async function seedNavigation(site: Awaited<ReturnType<typeof seedPages>>) {
  await navigation.add(ctx, { label: "Home", pageId: site.home.id });
  await navigation.add(ctx, { label: "About", pageId: site.about.id });
  await navigation.add(ctx, { label: "Blog", url: "/blog" });
  await navigation.add(ctx, { label: "Contact", pageId: site.contact.id });
}

async function seedTestimonials() {
  const collection = await entries.createCollection(ctx, {
    slug: "testimonials",
    name: "Testimonials",
    description: "Kind words from clients.",
    fields: [
      { name: "quote", label: "Quote", type: "textarea", required: true, maxLength: 500 },
      { name: "author", label: "Author", type: "text", required: true, maxLength: 80 },
      { name: "company", label: "Company", type: "text", maxLength: 80 },
    ],
  });
  return [
    await entries.create(ctx, collection.id, { title: "Maple Bakery", data: { quote: "Our orders doubled after the new site went live.", author: "Priya Shah", company: "Maple Bakery" } }),
    await entries.create(ctx, collection.id, { title: "Harbour Books", data: { quote: "Finally a website our whole team can update.", author: "Tom Okafor", company: "Harbour Books" } }),
  ];
}

/** Seeds the demo site once: does nothing when any user exists. Returns the accounts it made. */
export async function seedDemoSite() {
  if ((await db.user.count()) > 0) return null;
  const accounts = [];
  for (const account of DEMO_ACCOUNTS) accounts.push(await users.create(ctx, account));
  await settings.update(ctx, {
    name: "Northwind Studio",
    tagline: "Calm, useful websites for independent businesses",
    themeColors: { primary: "#35524a", accent: "#d9622b", background: "#fbfaf7", text: "#1f2933" },
    socialLinks: [{ label: "Mastodon", url: "https://mastodon.example/@northwind" }, { label: "GitHub", url: "https://github.example/northwind" }],
    seoTitle: "Northwind Studio",
    seoDescription: "Calm, useful websites for independent businesses.",
  });
  const image = await seedImages();
  const site = await seedPages(image);
  await seedPosts(accounts[1].id, image);
  await seedNavigation(site);
  const testimonials = await seedTestimonials();
  // Pages and posts were published one by one above; the rest of the site goes live as one set.
  await releases.publish(ctx, {
    title: "Demo site",
    items: [
      { kind: "settings", entityId: SETTINGS_ID },
      { kind: "navigation", entityId: MENU_ID },
      ...testimonials.map((entry) => ({ kind: "entry" as const, entityId: entry.id })),
    ],
  });
  return { accounts: DEMO_ACCOUNTS };
}

import Database from "better-sqlite3";

/**
 * A large site written straight into a migrated database file with raw SQL in one transaction (far
 * quicker than the services): 100,000 items in all. Texts come from small pools, as on a real site
 * where many items say similar things; slugs, file names and dates are each item's own. The oldest
 * page alone holds OLD_PAGE_WORD; every post of one pool entry holds SHARED_WORD.
 */
export const LARGE_SITE = { pages: 40_000, posts: 40_000, images: 10_000, entries: 10_000 };
export const OLD_PAGE_WORD = "quokkaberry";
export const SHARED_WORD = "lighthouse";

const PAGE_TEXTS: [string, string, string][] = [
  ["Pricing", "Plans for every team", "Start free, then pay per seat as your team grows. Annual billing saves two months."],
  ["About us", "Who we are", "A small studio of designers and engineers who build calm software for busy people."],
  ["Careers", "Work with us", "We hire people who write clearly and care about the details. Remote within Europe."],
  ["Contact", "Get in touch", "Write to our support desk and a person answers within one working day."],
  ["Features", "Everything in one place", "Scheduling, invoices and reports share one calendar, so nothing falls through the cracks."],
  ["Security", "Your data stays yours", "Encrypted at rest and in transit, audited every year, hosted in Frankfurt."],
  ["Customers", "Teams that trust us", "Bakeries, law firms and schools run their week on our tools."],
  ["Partners", "Build with us", "Agencies resell our plans and get a dedicated account manager."],
  ["Press", "News and media kit", "Logos, screenshots and the founders' biographies for journalists."],
  ["Accessibility", "Made for everyone", "Every screen works with a keyboard and a screen reader, tested with real users."],
  ["Privacy policy", "How we handle personal data", "We collect what we need to run the service and delete it when you leave."],
  ["Terms of service", "The agreement", "These terms govern your use of the service and the fees you pay."],
  ["Opening hours", "When we are open", "Monday to Friday nine to five; closed on public holidays."],
  ["Events", "Meet us in person", "Workshops and meetups in Berlin, Lisbon and Vienna throughout the year."],
  ["Help centre", "Answers to common questions", "Guides for setting up your account, inviting colleagues and exporting data."],
  ["Integrations", "Connect your tools", "Sync with your accounting software, calendar and chat in a few clicks."],
  ["Roadmap", "What we are building next", "Offline mode, shared templates and a faster search are on the way."],
  ["Sustainability", "Our footprint", "Our servers run on renewable energy and we offset business travel."],
  ["Team", "The people behind the product", "Twelve people across four countries, meeting twice a year."],
  ["Status", "Service health", "Current uptime, past incidents and scheduled maintenance windows."],
];

const POST_TEXTS: [string, string, string][] = [
  ["Release notes", "What changed this month", "Faster exports, a new dark theme and dozens of small fixes."],
  ["Customer story", "How a bakery saved hours", "The owner now plans deliveries in minutes instead of an afternoon."],
  ["Hiring update", "We are growing", "Two new engineers and a designer joined the team this quarter."],
  ["Security notice", "A patched vulnerability", "We fixed an issue in the login form; no data was exposed."],
  ["Year in review", "Looking back", "More customers, fewer outages and our first office party."],
  ["Product tips", "Five shortcuts", "Keyboard shortcuts that save you a click or two every day."],
  ["Company retreat", "A week by the coast", `We met at a ${SHARED_WORD} hotel to plan the year ahead and walked the cliffs.`],
  ["Pricing change", "New plans from April", "The starter plan gets more seats and the business plan adds audit logs."],
  ["Webinar recap", "Reporting that people read", "Slides and the recording from last week's session on reports."],
  ["Maintenance window", "Planned downtime", "The service is read-only for one hour on Sunday morning."],
  ["Community", "Meetup recap", "Forty people joined us in Lisbon to talk about calm software."],
  ["Engineering", "Making search faster", "How we moved from scanning every row to an index."],
  ["Design", "A new typeface", "Why we switched fonts and what it means for readability."],
  ["Partnership", "Working with agencies", "A program for agencies that build on our platform."],
  ["Holiday hours", "Support over the holidays", "Our support desk answers with a delay between the holidays."],
];

const IMAGE_ALTS = [
  "Team photo in the office",
  "Company logo on a white background",
  "A cup of coffee on a desk",
  "Laptop showing the dashboard",
  "Two colleagues at a whiteboard",
  "A bowl of soup with bread",
  "City street at night",
  "Conference stage with a speaker",
  "Close-up of a keyboard",
  "Sunset over the sea",
  "A forest path in autumn",
  "Stack of invoices on a table",
  "Chart of monthly revenue",
  "Portrait of the founder",
  "Handshake at a meeting",
  "Bicycle parked by a canal",
  "Bakery shop window with cakes",
  "Plant on a windowsill",
  "Crowd at a meetup",
  "Phone showing a notification",
];

const ENTRY_TEXTS = [
  "Lovely people and a product that just works.",
  "Support answered within the hour, on a Sunday.",
  "We cut our planning time in half.",
  "The reports finally make sense to our board.",
  "Setup took ten minutes, not ten days.",
  "It replaced three tools we paid for separately.",
  "Our whole team uses it without any training.",
  "Exports are quick and always accurate.",
];

const pad = (n: number) => String(n).padStart(6, "0");
const iso = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");
/** Ids in creation order, as cuids sort. */
const idOf = (kind: string, n: number) => `${kind}${pad(n)}`;

/** The oldest item was written in 2015; each next one a few minutes later. */
const START = Date.UTC(2015, 0, 1);
const STEP = 5 * 60_000;

export function fillLargeSite(file: string, counts = LARGE_SITE) {
  const database = new Database(file);
  try {
    const insert = {
      page: database.prepare(`INSERT INTO "Page" ("id", "title", "slug", "status", "seoTitle", "seoDescription", "publishedAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`),
      section: database.prepare(`INSERT INTO "PageSection" ("id", "pageId", "templateKey", "position", "content", "createdAt", "updatedAt") VALUES (?, ?, 'text', 0, ?, ?, ?)`),
      post: database.prepare(`INSERT INTO "Post" ("id", "title", "slug", "excerpt", "body", "status", "publishedAt", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
      image: database.prepare(
        `INSERT INTO "Image" ("id", "filename", "originalName", "mime", "size", "width", "height", "sha256", "alt", "caption", "variants", "createdAt", "updatedAt") VALUES (?, ?, ?, 'image/png', 100, 80, 60, ?, ?, '', '{}', ?, ?)`,
      ),
      collection: database.prepare(`INSERT INTO "Collection" ("id", "slug", "name", "description", "fields", "createdAt", "updatedAt") VALUES (?, 'testimonials', 'Testimonials', '', ?, ?, ?)`),
      entry: database.prepare(`INSERT INTO "Entry" ("id", "collectionId", "slug", "title", "data", "status", "position", "createdAt", "updatedAt") VALUES (?, 'collection0', ?, ?, ?, 'published', ?, ?, ?)`),
    };
    database.transaction(() => {
      let clock = START;
      const tick = () => iso((clock += STEP));
      for (let n = 0; n < counts.pages; n++) {
        const [title, heading, body] = PAGE_TEXTS[n % PAGE_TEXTS.length];
        const at = tick();
        const id = idOf("page", n);
        insert.page.run(id, title, `${title.toLowerCase().replace(/\W+/g, "-")}-${pad(n)}`, n % 3 ? "published" : "draft", heading, n % 3 ? at : null, at, at);
        const text = n === 0 ? `${body} Ask about the ${OLD_PAGE_WORD} jam we made that first winter.` : body;
        insert.section.run(idOf("section", n), id, JSON.stringify({ heading, body: text }), at, at);
      }
      for (let n = 0; n < counts.posts; n++) {
        const [title, excerpt, body] = POST_TEXTS[n % POST_TEXTS.length];
        const at = tick();
        insert.post.run(idOf("post", n), title, `${title.toLowerCase().replace(/\W+/g, "-")}-${pad(n)}`, excerpt, body, n % 4 ? "published" : "draft", n % 4 ? at : null, at, at);
      }
      for (let n = 0; n < counts.images; n++) {
        const alt = IMAGE_ALTS[n % IMAGE_ALTS.length];
        const at = tick();
        insert.image.run(idOf("image", n), `${pad(n)}.png`, `photo-${pad(n)}.png`, `sha-${pad(n)}`, alt, at, at);
      }
      insert.collection.run("collection0", JSON.stringify([{ name: "quote", label: "Quote", type: "textarea", required: true }]), iso(START), iso(START));
      for (let n = 0; n < counts.entries; n++) {
        const at = tick();
        insert.entry.run(idOf("entry", n), `quote-${pad(n)}`, `Customer ${n % 50}`, JSON.stringify({ quote: ENTRY_TEXTS[n % ENTRY_TEXTS.length] }), n, at, at);
      }
    })();
  } finally {
    database.close();
  }
  const sharedIndex = POST_TEXTS.findIndex(([, , body]) => body.includes(SHARED_WORD));
  return {
    oldPageId: idOf("page", 0),
    /** How many posts hold SHARED_WORD. */
    sharedWordPosts: Math.floor((counts.posts - 1 - sharedIndex) / POST_TEXTS.length) + 1,
    total: counts.pages + counts.posts + counts.images + counts.entries,
  };
}

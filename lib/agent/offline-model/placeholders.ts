/** Templates whose content needs library images. */
export const IMAGE_TEMPLATES = new Set(["imageText", "gallery"]);

/**
 * Starter content for a section on the page `title`: valid for the template, clearly a
 * placeholder, and about the page, so an editor only has to rewrite it.
 */
export function placeholderContent(templateKey: string, title: string, imageIds: string[]): Record<string, unknown> {
  switch (templateKey) {
    case "hero":
      return { heading: title, subheading: `Everything you need to know about ${title}, in one place.`, ctaLabel: "Get in touch", ctaUrl: "/contact" };
    case "text":
      return { heading: `About ${title}`, body: `This is the ${title} page. Replace this text with what your visitors should know about ${title}.` };
    case "featureGrid":
      return {
        heading: `Why ${title}`,
        features: [
          { title: "Simple", description: `What makes ${title} easy.` },
          { title: "Reliable", description: `Why people can count on ${title}.` },
          { title: "Helpful", description: `How ${title} helps your visitors.` },
        ],
      };
    case "cta":
      return { heading: `Interested in ${title}?`, body: "Tell us what you need and we will get back to you.", buttonLabel: "Contact us", buttonUrl: "/contact" };
    case "imageText":
      return { heading: title, body: `A few words about ${title} next to a picture.`, imageId: imageIds[0], imagePosition: "right" };
    case "faq":
      return {
        heading: "Frequently asked questions",
        items: [
          { question: `What is ${title}?`, answer: `A short answer about ${title}. Replace it with your own.` },
          { question: `Who is ${title} for?`, answer: "Describe who benefits most." },
        ],
      };
    case "gallery":
      return { heading: title, images: imageIds.slice(0, 4).map((imageId) => ({ imageId })) };
    default:
      return {};
  }
}

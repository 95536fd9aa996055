/**
 * Built-in section templates. Each field list is the template's schema: it validates stored content
 * (see section-schema.ts) and generates the dashboard's section forms. They are synced into the
 * SectionTemplate table on start-up.
 */
export type FieldType = "text" | "textarea" | "markdown" | "url" | "image" | "select" | "boolean" | "list";

export type FieldDef = {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  maxLength?: number;
  help?: string;
  options?: string[];
  /** For "list": the fields of each item. */
  itemFields?: FieldDef[];
  /** For "list": bounds on the number of items. */
  minItems?: number;
  maxItems?: number;
};

export type SectionTemplateDef = {
  key: string;
  name: string;
  description: string;
  fields: FieldDef[];
};

export const SECTION_TEMPLATES: SectionTemplateDef[] = [
  {
    key: "hero",
    name: "Hero",
    description: "Large opening banner with a heading, a short line of text and an optional button and image.",
    fields: [
      { name: "heading", label: "Heading", type: "text", required: true, maxLength: 120 },
      { name: "subheading", label: "Subheading", type: "textarea", maxLength: 300 },
      { name: "ctaLabel", label: "Button label", type: "text", maxLength: 40 },
      { name: "ctaUrl", label: "Button link", type: "url" },
      { name: "imageId", label: "Background image", type: "image" },
    ],
  },
  {
    key: "text",
    name: "Text",
    description: "A block of rich text (markdown) with an optional heading.",
    fields: [
      { name: "heading", label: "Heading", type: "text", maxLength: 120 },
      { name: "body", label: "Body", type: "markdown", required: true, maxLength: 20000 },
    ],
  },
  {
    key: "featureGrid",
    name: "Feature grid",
    description: "A grid of features, each with a title and a short description.",
    fields: [
      { name: "heading", label: "Heading", type: "text", maxLength: 120 },
      {
        name: "features",
        label: "Features",
        type: "list",
        required: true,
        minItems: 1,
        maxItems: 12,
        itemFields: [
          { name: "title", label: "Title", type: "text", required: true, maxLength: 80 },
          { name: "description", label: "Description", type: "textarea", maxLength: 300 },
        ],
      },
    ],
  },
  {
    key: "cta",
    name: "Call to action",
    description: "A short pitch with one prominent button.",
    fields: [
      { name: "heading", label: "Heading", type: "text", required: true, maxLength: 120 },
      { name: "body", label: "Text", type: "textarea", maxLength: 400 },
      { name: "buttonLabel", label: "Button label", type: "text", required: true, maxLength: 40 },
      { name: "buttonUrl", label: "Button link", type: "url", required: true },
    ],
  },
  {
    key: "imageText",
    name: "Image and text",
    description: "An image beside a block of text.",
    fields: [
      { name: "heading", label: "Heading", type: "text", maxLength: 120 },
      { name: "body", label: "Text", type: "markdown", required: true, maxLength: 5000 },
      { name: "imageId", label: "Image", type: "image", required: true },
      { name: "imagePosition", label: "Image position", type: "select", options: ["left", "right"] },
    ],
  },
  {
    key: "faq",
    name: "FAQ",
    description: "Frequently asked questions with their answers.",
    fields: [
      { name: "heading", label: "Heading", type: "text", maxLength: 120 },
      {
        name: "items",
        label: "Questions",
        type: "list",
        required: true,
        minItems: 1,
        maxItems: 30,
        itemFields: [
          { name: "question", label: "Question", type: "text", required: true, maxLength: 200 },
          { name: "answer", label: "Answer", type: "textarea", required: true, maxLength: 2000 },
        ],
      },
    ],
  },
  {
    key: "gallery",
    name: "Gallery",
    description: "A grid of images from the media library.",
    fields: [
      { name: "heading", label: "Heading", type: "text", maxLength: 120 },
      {
        name: "images",
        label: "Images",
        type: "list",
        required: true,
        minItems: 1,
        maxItems: 24,
        itemFields: [{ name: "imageId", label: "Image", type: "image", required: true }],
      },
    ],
  },
];

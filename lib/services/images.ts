import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ACCEPTED_FORMAT_NAMES, IMAGE_FORMATS, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, type ImageFormat } from "@/lib/media/formats";
import { detectImage, renderVariants } from "@/lib/media/render";
import { deleteMediaFiles, mediaFileExists, planImageFiles, saveMediaFiles } from "@/lib/media/storage";
import type { ImageVariants } from "@/lib/media/urls";
import type { ServiceContext } from "./context";
import { ServiceError, conflict, notFound } from "./errors";
import { runWrite, toJsonInput, toSnapshot, type EntityHistory, type JsonSnapshot } from "./history";
import { assertCan } from "./permissions";
import { parseInput } from "./validate";

const ACCEPTED_HINT = `Upload a ${ACCEPTED_FORMAT_NAMES} image of at most 10 MB.`;

/**
 * The name a person sees for an uploaded file: its last path segment, without control characters
 * (NUL included) or invisible formatting characters such as right-to-left overrides, which could
 * make "invoice\u202Egnp.exe" read as "invoiceexe.png".
 */
const cleanFileName = (name: string) =>
  name
    .replace(/^.*[\\/]/, "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();

const fileSchema = {
  buffer: z.custom<Buffer>((value) => Buffer.isBuffer(value), "The file contents are missing"),
  // Only the name is kept from the client: the stored type always comes from the bytes themselves.
  originalName: z.string().max(255, "At most 255 characters").transform(cleanFileName).pipe(z.string().min(1, "File name is required")),
};

const altSchema = z.string().trim().max(300, "At most 300 characters");
const captionSchema = z.string().trim().max(1000, "At most 1000 characters");

export const uploadImageSchema = z.object({ ...fileSchema, alt: altSchema.optional(), caption: captionSchema.optional() });
export const replaceImageSchema = z.object(fileSchema);

export const updateImageSchema = z
  .object({ alt: altSchema.optional(), caption: captionSchema.optional() })
  .refine((value) => value.alt !== undefined || value.caption !== undefined, { message: "Nothing to update" });

export const listImagesSchema = z.object({
  query: z.string().trim().max(200).optional(),
  trashed: z.boolean().optional(),
  limit: z.number().int().min(1).max(200).default(50),
  offset: z.number().int().min(0).default(0),
});

const invalidImage = (message: string) => new ServiceError("validation", message, { hint: ACCEPTED_HINT });

/** Checks size and real type, then renders the variants; nothing is written yet. */
async function prepareImage(buffer: Buffer) {
  if (buffer.length === 0) throw invalidImage("The file is empty.");
  if (buffer.length > MAX_IMAGE_BYTES) {
    const megabytes = (buffer.length / 1024 / 1024).toFixed(1);
    throw invalidImage(`The file is ${megabytes} MB; images can be at most 10 MB.`);
  }
  const detected = await detectImage(buffer);
  if (!detected) throw invalidImage("The file is not an image that can be read.");
  if (!(detected.format in IMAGE_FORMATS)) throw invalidImage(`${detected.format.toUpperCase()} images are not accepted.`);
  // The size comes from the header alone; a few bytes can claim a canvas that takes gigabytes to decode.
  if (detected.width * detected.height > MAX_IMAGE_PIXELS) {
    const limit = `${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
    throw new ServiceError("validation", `The image is ${detected.width} × ${detected.height} pixels, more than the ${limit} an image may have.`, {
      hint: `Scale it down to at most ${limit} (for example 6000 × 4000 pixels) and upload it again.`,
    });
  }
  const format = IMAGE_FORMATS[detected.format as ImageFormat];
  const variants = await renderVariants(buffer).catch(() => {
    throw invalidImage("The image is damaged and could not be processed.");
  });
  return {
    ...format,
    width: detected.width,
    height: detected.height,
    size: buffer.length,
    sha256: createHash("sha256").update(buffer).digest("hex"),
    files: planImageFiles({ buffer, ext: format.ext }, variants),
  };
}

type PreparedImage = Awaited<ReturnType<typeof prepareImage>>;

/** The columns that describe an image's file; an upload and a replace both write them. */
function fileColumns(prepared: PreparedImage, originalName: string) {
  return {
    filename: prepared.files.filename,
    originalName,
    mime: prepared.mime,
    size: prepared.size,
    width: prepared.width,
    height: prepared.height,
    sha256: prepared.sha256,
    variants: prepared.files.variants as Prisma.InputJsonObject,
  };
}

/** Writes the prepared files inside `write`; they are removed again if the write does not commit. */
async function withPreparedFiles<T>(prepared: PreparedImage, write: (save: () => Promise<void>) => Promise<T>): Promise<T> {
  try {
    return await write(() => saveMediaFiles(prepared.files.files));
  } catch (error) {
    await deleteMediaFiles(prepared.files.files.map((file) => file.name));
    throw error;
  }
}

async function assertNotDuplicate(tx: Tx, sha256: string, exceptId?: string) {
  const existing = await tx.image.findFirst({ where: { sha256, deletedAt: null, id: exceptId ? { not: exceptId } : undefined } });
  if (existing) {
    throw conflict(
      `This file is already in the media library as image "${existing.originalName}" (id ${existing.id}).`,
      `Use the existing image id "${existing.id}" instead of uploading it again.`,
    );
  }
}

export async function findImage(tx: Tx, id: string, { includeTrashed = false } = {}) {
  const image = await tx.image.findFirst({ where: { id, ...(includeTrashed ? {} : { deletedAt: null }) } });
  if (!image) throw notFound(`Image "${id}"`, "List images to find the right id.");
  return image;
}

type ImageRow = Awaited<ReturnType<typeof findImage>>;

/** Every stored file name of an image: the original and its variants. */
function fileNamesOf(image: { filename: string; variants: unknown }): string[] {
  const variants = Object.values((image.variants ?? {}) as ImageVariants);
  return [image.filename, ...variants.map((variant) => variant.filename)];
}

function containsValue(json: unknown, value: string): boolean {
  if (json === value) return true;
  if (Array.isArray(json)) return json.some((item) => containsValue(item, value));
  if (json && typeof json === "object") return Object.values(json).some((item) => containsValue(item, value));
  return false;
}

/**
 * Where an image is referenced. Section content holds image ids only in image fields (at the top
 * level or inside list items), so any exact match in the content is a use, whatever the template.
 */
async function findUsage(tx: Tx, imageId: string) {
  const sections = await tx.pageSection.findMany({
    select: { id: true, content: true, page: { select: { id: true, title: true, slug: true, deletedAt: true } } },
    orderBy: { position: "asc" },
  });
  const pages = new Map<string, { id: string; title: string; slug: string; inTrash: boolean; sectionIds: string[] }>();
  for (const section of sections) {
    if (!containsValue(section.content, imageId)) continue;
    const { id, title, slug, deletedAt } = section.page;
    const entry = pages.get(id) ?? { id, title, slug, inTrash: deletedAt !== null, sectionIds: [] };
    entry.sectionIds.push(section.id);
    pages.set(id, entry);
  }
  const posts = await tx.post.findMany({ where: { coverImageId: imageId }, select: { id: true, title: true, slug: true, deletedAt: true } });
  const settings = await tx.siteSettings.findUnique({ where: { id: "site" }, select: { logoImageId: true } });
  const usage = {
    pages: [...pages.values()],
    posts: posts.map(({ deletedAt, ...post }) => ({ ...post, inTrash: deletedAt !== null })),
    siteLogo: settings?.logoImageId === imageId,
  };
  return { ...usage, count: usage.pages.length + usage.posts.length + (usage.siteLogo ? 1 : 0) };
}

export type ImageUsage = Awaited<ReturnType<typeof findUsage>>;

async function loadImage(tx: Tx, id: string): Promise<JsonSnapshot | null> {
  const image = await tx.image.findUnique({ where: { id } });
  return image && toSnapshot(image);
}

type ImageSnapshot = Omit<ImageRow, "variants" | "createdAt" | "updatedAt" | "deletedAt"> & {
  variants: Prisma.JsonValue;
  deletedAt: string | null;
};

export const imageHistory: EntityHistory = {
  load: loadImage,
  async apply(tx, id, snapshot) {
    if (!snapshot) {
      await tx.image.update({ where: { id }, data: { deletedAt: new Date() } });
      return;
    }
    const s = snapshot as unknown as ImageSnapshot;
    if (!(await mediaFileExists(s.filename))) {
      throw conflict(`The file of image "${s.originalName}" was permanently deleted, so this version cannot be restored.`);
    }
    const data = {
      filename: s.filename,
      originalName: s.originalName,
      mime: s.mime,
      size: s.size,
      width: s.width,
      height: s.height,
      sha256: s.sha256,
      alt: s.alt,
      caption: s.caption,
      variants: toJsonInput(s.variants) ?? {},
      deletedAt: s.deletedAt ? new Date(s.deletedAt) : null,
    };
    await tx.image.upsert({ where: { id }, update: data, create: { id, ...data } });
  },
  describe: (snapshot) => `image '${String(snapshot.originalName)}'`,
};

/** Runs a write on one image and records its before/after snapshot. */
async function writeImage<T>(
  ctx: ServiceContext,
  action: string,
  id: string,
  input: unknown,
  change: (tx: Tx, image: ImageRow) => Promise<T>,
  { includeTrashed = false } = {},
): Promise<T> {
  return runWrite(ctx, { action, permission: "content.write", input, target: { type: "image", id } }, async ({ tx, record, setTarget }) => {
    const image = await findImage(tx, id, { includeTrashed });
    setTarget({ type: "image", id: image.id, label: image.originalName });
    const before = await loadImage(tx, image.id);
    const result = await change(tx, image);
    record({ entityType: "image", entityId: image.id, before, after: await loadImage(tx, image.id) });
    return result;
  });
}

export const images = {
  async list(ctx: ServiceContext, rawInput: unknown = {}) {
    assertCan(ctx, "content.read");
    const input = parseInput(listImagesSchema, rawInput);
    const where = {
      deletedAt: input.trashed ? { not: null } : null,
      ...(input.query
        ? {
            OR: [
              { originalName: { contains: input.query } },
              { alt: { contains: input.query } },
              { caption: { contains: input.query } },
            ],
          }
        : {}),
    };
    const [items, total] = await Promise.all([
      db.image.findMany({ where, orderBy: { createdAt: "desc" }, take: input.limit, skip: input.offset }),
      db.image.count({ where }),
    ]);
    return { items, total };
  },

  /** The live images among these ids, in the order given (search finds ids; this reads their rows). */
  async getMany(ctx: ServiceContext, ids: string[]) {
    assertCan(ctx, "content.read");
    const rows = new Map((ids.length ? await db.image.findMany({ where: { id: { in: ids }, deletedAt: null } }) : []).map((row) => [row.id, row]));
    return ids.flatMap((id) => rows.get(id) ?? []);
  },

  /** Live images by id in one query, for rendering the public site (no session involved). */
  async findPublic(ids: string[]) {
    return ids.length ? db.image.findMany({ where: { id: { in: ids }, deletedAt: null } }) : [];
  },

  async get(ctx: ServiceContext, id: string) {
    assertCan(ctx, "content.read");
    return findImage(db, id);
  },

  /** Stores a new image with its variants. The type is read from the bytes; a file already in the library is refused. */
  async upload(ctx: ServiceContext, rawInput: unknown) {
    // Refuse before decoding: reading an image is real work nobody without the right may cause.
    assertCan(ctx, "content.write");
    const input = parseInput(uploadImageSchema, rawInput, "Invalid image");
    const prepared = await prepareImage(input.buffer);
    const audited = { originalName: input.originalName, alt: input.alt, caption: input.caption, size: prepared.size };
    return withPreparedFiles(prepared, (saveFiles) =>
      runWrite(ctx, { action: "image.upload", permission: "content.write", input: audited, target: { type: "image", label: input.originalName } }, async ({ tx, record, setTarget }) => {
        await assertNotDuplicate(tx, prepared.sha256);
        await saveFiles();
        const image = await tx.image.create({
          data: { ...fileColumns(prepared, input.originalName), alt: input.alt ?? "", caption: input.caption ?? "" },
        });
        setTarget({ type: "image", id: image.id, label: image.originalName });
        record({ entityType: "image", entityId: image.id, before: null, after: await loadImage(tx, image.id) });
        return image;
      }),
    );
  },

  async update(ctx: ServiceContext, id: string, rawInput: unknown) {
    const input = parseInput(updateImageSchema, rawInput, "Invalid image");
    return writeImage(ctx, "image.update", id, input, (tx, image) =>
      tx.image.update({ where: { id: image.id }, data: { alt: input.alt, caption: input.caption } }),
    );
  },

  /**
   * Swaps the image's file for a new one, keeping its id (and so every reference to it). The old
   * files stay on disk so that reverting the change brings them back; purge removes them all.
   */
  async replace(ctx: ServiceContext, id: string, rawInput: unknown) {
    assertCan(ctx, "content.write");
    const input = parseInput(replaceImageSchema, rawInput, "Invalid image");
    const prepared = await prepareImage(input.buffer);
    return withPreparedFiles(prepared, (saveFiles) =>
      writeImage(ctx, "image.replace", id, { id, originalName: input.originalName, size: prepared.size }, async (tx, image) => {
        await assertNotDuplicate(tx, prepared.sha256, image.id);
        await saveFiles();
        return tx.image.update({ where: { id: image.id }, data: fileColumns(prepared, input.originalName) });
      }),
    );
  },

  /** Where the image is used: page sections, post covers and the site logo. */
  async usage(ctx: ServiceContext, id: string) {
    assertCan(ctx, "content.read");
    const image = await findImage(db, id, { includeTrashed: true });
    return findUsage(db, image.id);
  },

  /** Moves an image to the trash even when it is in use; the returned usage lets callers warn about it. */
  async trash(ctx: ServiceContext, id: string) {
    return writeImage(ctx, "image.trash", id, { id }, async (tx, image) => {
      const usage = await findUsage(tx, image.id);
      return { image: await tx.image.update({ where: { id: image.id }, data: { deletedAt: new Date() } }), usage };
    });
  },

  async restore(ctx: ServiceContext, id: string) {
    return writeImage(ctx, "image.restore", id, { id }, async (tx, image) => {
      if (!image.deletedAt) throw conflict(`Image "${image.originalName}" is not in the trash.`);
      return tx.image.update({ where: { id: image.id }, data: { deletedAt: null } });
    }, { includeTrashed: true });
  },

  /**
   * Permanently deletes a trashed image, then its files — including those of earlier versions kept
   * for reverts. Post covers fall back to none; other references are reported in `usage`.
   */
  async purge(ctx: ServiceContext, id: string) {
    const { result, files } = await runWrite(ctx, { action: "image.purge", permission: "trash.purge", input: { id }, target: { type: "image", id } }, async ({ tx, record, setTarget }) => {
      const image = await findImage(tx, id, { includeTrashed: true });
      if (!image.deletedAt) throw conflict(`Image "${image.originalName}" must be in the trash before it can be purged.`, "Move it to the trash first.");
      setTarget({ type: "image", id: image.id, label: image.originalName });
      const usage = await findUsage(tx, image.id);
      const revisions = await tx.revision.findMany({ where: { entityType: "image", entityId: image.id }, select: { before: true, after: true } });
      const versions = [image, ...revisions.flatMap((revision) => [revision.before, revision.after])];
      const files = new Set(versions.flatMap((version) => (version ? fileNamesOf(version as unknown as ImageRow) : [])));
      record({ entityType: "image", entityId: image.id, before: await loadImage(tx, image.id), after: null });
      await tx.image.delete({ where: { id: image.id } });
      return { result: { id: image.id, originalName: image.originalName, usage }, files };
    });
    await deleteMediaFiles(files);
    return result;
  },
};

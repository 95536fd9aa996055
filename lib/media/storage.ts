import "server-only";
import { randomBytes } from "node:crypto";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { mimeForExtension } from "./formats";
import type { RenderedVariant } from "./render";
import type { ImageVariants } from "./urls";

/**
 * Stored names are generated here: 32 hex characters, an optional variant suffix, a known image
 * extension. Nothing else is ever read or deleted, so a request cannot reach outside the folder.
 */
const STORED_NAME = /^[a-f0-9]{32}(?:-[a-z]+)?\.([a-z]+)$/;

export function mediaDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.MEDIA_DIR || "data/media");
}

function extensionOf(name: string): string | null {
  const ext = STORED_NAME.exec(name)?.[1];
  return ext && mimeForExtension(ext) ? ext : null;
}

export function isStoredName(name: string): boolean {
  return extensionOf(name) !== null;
}

function pathOf(name: string): string {
  if (!isStoredName(name)) throw new Error(`Not a stored media name: ${JSON.stringify(name)}`);
  return path.join(mediaDir(), name);
}

export type MediaFile = { name: string; buffer: Buffer };

/** The files for one image: the original plus its variants, all sharing a new random base name. */
export function planImageFiles(original: { buffer: Buffer; ext: string }, variants: RenderedVariant[]) {
  const base = randomBytes(16).toString("hex");
  const filename = `${base}.${original.ext}`;
  const files: MediaFile[] = [{ name: filename, buffer: original.buffer }];
  const stored: ImageVariants = {};
  for (const variant of variants) {
    const name = `${base}-${variant.name}.webp`;
    files.push({ name, buffer: variant.buffer });
    stored[variant.name] = { filename: name, width: variant.width, height: variant.height };
  }
  return { filename, variants: stored, files };
}

/** Writes new files (never overwriting one); if any write fails, none of them stays on disk. */
export async function saveMediaFiles(files: MediaFile[]): Promise<void> {
  await mkdir(mediaDir(), { recursive: true });
  const written: string[] = [];
  try {
    for (const file of files) {
      await writeFile(pathOf(file.name), file.buffer, { flag: "wx" });
      written.push(file.name);
    }
  } catch (error) {
    await deleteMediaFiles(written);
    throw error;
  }
}

/** A stored file and its Content-Type, or null when the name is invalid or the file is missing. */
export async function readMediaFile(name: string): Promise<{ buffer: Buffer; contentType: string } | null> {
  const ext = extensionOf(name);
  if (!ext) return null;
  try {
    return { buffer: await readFile(pathOf(name)), contentType: mimeForExtension(ext)! };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function mediaFileExists(name: string): Promise<boolean> {
  if (!isStoredName(name)) return false;
  return access(pathOf(name)).then(
    () => true,
    () => false,
  );
}

/** Deletes stored files; missing files and names that are not ours are skipped. */
export async function deleteMediaFiles(names: Iterable<string>): Promise<void> {
  for (const name of names) {
    if (isStoredName(name)) await rm(pathOf(name), { force: true });
  }
}

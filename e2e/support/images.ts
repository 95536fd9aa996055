import { randomBytes } from "node:crypto";
import sharp from "sharp";

/**
 * Writes a small PNG of random pixels to `path`: its bytes are new every time, so the library
 * never refuses it as a duplicate of an earlier upload.
 */
export async function writeUniquePng(path: string, { width = 48, height = 32 } = {}): Promise<string> {
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png().toFile(path);
  return path;
}

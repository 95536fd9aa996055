import { randomBytes } from "node:crypto";
import sharp from "sharp";

/** A grey image whose first pixels are random, so every buffer (and its sha256) is distinct. */
function distinctImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3, 180);
  randomBytes(Math.min(48, pixels.length)).copy(pixels);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const pngBuffer = (width = 800, height = 600) => distinctImage(width, height).png().toBuffer();
export const jpegBuffer = (width = 1600, height = 900) => distinctImage(width, height).jpeg({ quality: 100 }).toBuffer();

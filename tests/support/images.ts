import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A grey image whose first pixels are random, so every buffer (and its sha256) is distinct. */
function distinctImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3, 180);
  randomBytes(Math.min(48, pixels.length)).copy(pixels);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const pngBuffer = (width = 800, height = 600) => distinctImage(width, height).png().toBuffer();
export const jpegBuffer = (width = 1600, height = 900) => distinctImage(width, height).jpeg({ quality: 100 }).toBuffer();

/**
 * A real 1×1 PNG whose header claims another size: a few dozen bytes that announce a canvas of any
 * size, as a decompression bomb does. Only the header (IHDR width, height and checksum) is rewritten.
 */
export async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBuffer(1, 1));
  const ihdr = 8; // after the signature: length (4), type "IHDR" (4), data (13), CRC (4)
  png.writeUInt32BE(width, ihdr + 8);
  png.writeUInt32BE(height, ihdr + 12);
  png.writeUInt32BE(crc32(png.subarray(ihdr + 4, ihdr + 8 + 13)), ihdr + 8 + 13);
  return png;
}

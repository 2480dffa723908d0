/**
 * A camera-like photo for tests, made on the spot (no multi-MB file in git): colour gradients
 * with texture and grain, encoded as a high-quality JPEG (3000×2000 comes to about 1.5 MB, like
 * a phone's photo) or as PNG/WebP.
 */
import { writeFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** Write a `width`×`height` photo to `file` (format from its extension: .jpg, .png or .webp). */
export async function writePhoto(file: string, width = 3000, height = 2000): Promise<number> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  // Texture in 6 px cells (it survives scaling down, as a photo's detail does) plus per-pixel grain.
  const cell = 6;
  const across = Math.ceil(width / cell);
  const texture = Float32Array.from({ length: across * Math.ceil(height / cell) }, random);
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = texture[Math.floor(y / cell) * across + Math.floor(x / cell)]! * 16 + random() * 12;
      pixels[i] = clamp(120 + 100 * Math.sin(x / 300) + n);
      pixels[i + 1] = clamp(100 + 80 * Math.cos(y / 200) + n);
      pixels[i + 2] = clamp((x + y) / 20 + n);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const encoded = file.endsWith('.png')
    ? await image.png().toBuffer()
    : file.endsWith('.webp')
      ? await image.webp({ quality: 90 }).toBuffer()
      : await image.jpeg({ quality: 92 }).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, encoded);
  return encoded.length;
}

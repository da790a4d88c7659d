/**
 * Intrinsic sizes of images under `public/`, so content images carry width and height and
 * the page does not shift as they load. Reads SVG attributes and PNG, GIF and JPEG headers.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** Size from an SVG's `width`/`height` attributes, else from its `viewBox`. */
export function svgSize(text: string): ImageSize | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return null;
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}=["']\\s*([\\d.]+)(px)?\\s*["']`).exec(root)?.[1];
    return value ? Number(value) : null;
  };
  const width = number('width');
  const height = number('height');
  if (width && height) return { width, height };
  const viewBox = /viewBox=["']\s*[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(root);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : null;
}

/** Size from the first bytes of a PNG, GIF or JPEG file. */
export function rasterSize(bytes: Buffer): ImageSize | null {
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 10 && bytes.toString('ascii', 0, 3) === 'GIF') {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1];
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
      }
      offset += 2 + length;
    }
  }
  return null;
}

/** The first bytes of a file are read into this one buffer: every caller reads and parses synchronously. */
const HEAD = Buffer.allocUnsafe(64 * 1024);

/** Reads the size of an image file, or null when it cannot be told. */
export function readImageSize(path: string): ImageSize | null {
  let fd: number | null = null;
  try {
    fd = openSync(path, 'r');
    const read = readSync(fd, HEAD, 0, HEAD.length, 0);
    const bytes = HEAD.subarray(0, read);
    return path.toLowerCase().endsWith('.svg') ? svgSize(bytes.toString('utf8')) : rasterSize(bytes);
  } catch {
    return null;
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/** The picture formats a Word document shows (WebP is not one of them) and their pixel size. */
export interface ImageInfo {
  type: 'png' | 'jpg' | 'gif' | 'bmp';
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => (b[i] ?? 0) * 2 ** 24 + ((b[i + 1] ?? 0) << 16) + u16be(b, i + 2);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const i32le = (b: Uint8Array, i: number) => u16le(b, i) | (u16le(b, i + 2) << 16);

function jpegSize(b: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    // Start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** Reads the type and size from the file's first bytes; null for anything a Word document cannot show. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const b = bytes;
  let found: ImageInfo | null = null;
  if (b.length > 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) {
    found = { type: 'png', width: u32be(b, 16), height: u32be(b, 20) };
  } else if (b.length > 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) {
    found = { type: 'gif', width: u16le(b, 6), height: u16le(b, 8) };
  } else if (b.length > 26 && b[0] === 0x42 && b[1] === 0x4d) {
    found = { type: 'bmp', width: Math.abs(i32le(b, 18)), height: Math.abs(i32le(b, 22)) };
  } else if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) {
    const size = jpegSize(b);
    if (size) found = { type: 'jpg', ...size };
  }
  return found && found.width > 0 && found.height > 0 ? found : null;
}

/** A size that fits within `max` pixels wide and high, keeping the picture's proportions. */
export function fitWithin(info: { width: number; height: number }, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / info.width, max / info.height);
  return { width: Math.max(1, Math.round(info.width * scale)), height: Math.max(1, Math.round(info.height * scale)) };
}

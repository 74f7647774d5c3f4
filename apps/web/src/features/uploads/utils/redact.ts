import type { PhiImageBox } from '@pc/contracts';
import type { Size } from './blur-areas';

/**
 * How an area is made unreadable, on RGBA pixels (ImageData's layout). A light blur is not enough:
 * OCR and de-pixelation tools read lightly blurred or finely pixelated text again. So the area itself
 * is filled with one colour (its mean, so the picture still looks whole: nothing of its text is left),
 * and a margin around it is pixelated in large blocks, which also hides the edges of letters an OCR
 * box cut close (descenders, anti-aliasing) while showing the reader that something was blurred there.
 */

export interface Pixels extends Size {
  /** width × height × 4 bytes, RGBA, rows top to bottom (ImageData.data). */
  data: Uint8ClampedArray;
}

/** The margin pixelated around an area: a quarter of its shorter side, between 4 and 32 pixels. */
export const marginOf = (box: PhiImageBox) =>
  Math.min(32, Math.max(4, Math.round(Math.min(box.width, box.height) / 4)));

/** The side of a pixelation block: half the area's shorter side, at least 12 pixels. */
export const blockOf = (box: PhiImageBox) => Math.max(12, Math.ceil(Math.min(box.width, box.height) / 2));

/** The box grown by `by` on every side, kept inside the image. */
export function grow(box: PhiImageBox, by: number, image: Size): PhiImageBox {
  const x = Math.max(0, box.x - by);
  const y = Math.max(0, box.y - by);
  return {
    x,
    y,
    width: Math.min(image.width, box.x + box.width + by) - x,
    height: Math.min(image.height, box.y + box.height + by) - y,
  };
}

/** The mean colour of a box (RGBA). */
function meanOf(pixels: Pixels, box: PhiImageBox): [number, number, number, number] {
  const sum = [0, 0, 0, 0];
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * pixels.width + x) * 4;
      for (let c = 0; c < 4; c++) sum[c]! += pixels.data[i + c]!;
    }
  }
  const n = Math.max(1, box.width * box.height);
  return sum.map((s) => Math.round(s / n)) as [number, number, number, number];
}

function fill(pixels: Pixels, box: PhiImageBox, colour: readonly number[]) {
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (y * pixels.width + x) * 4;
      for (let c = 0; c < 4; c++) pixels.data[i + c] = colour[c]!;
    }
  }
}

/** Every `block`-sided square of the box (from its top-left corner) becomes its mean colour. */
export function pixelate(pixels: Pixels, box: PhiImageBox, block: number) {
  for (let y = box.y; y < box.y + box.height; y += block) {
    for (let x = box.x; x < box.x + box.width; x += block) {
      const cell = {
        x,
        y,
        width: Math.min(block, box.x + box.width - x),
        height: Math.min(block, box.y + box.height - y),
      };
      fill(pixels, cell, meanOf(pixels, cell));
    }
  }
}

/** Makes one area unreadable in place: its margin pixelated in large blocks, the area filled. */
export function redactArea(pixels: Pixels, box: PhiImageBox) {
  const area = grow(box, 0, pixels);
  if (area.width <= 0 || area.height <= 0) return;
  const colour = meanOf(pixels, area);
  pixelate(pixels, grow(area, marginOf(area), pixels), blockOf(area));
  fill(pixels, area, colour);
}

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

/**
 * Makes areas unreadable in place: every area's margin pixelated in large blocks, then every area
 * filled with its mean colour as it was. The fills come last so that the margin of one area never
 * pixelates part of a neighbour (the words of a line lie side by side) back over its fill.
 */
export function redactAreas(pixels: Pixels, boxes: readonly PhiImageBox[]) {
  const areas = boxes.map((box) => grow(box, 0, pixels)).filter((area) => area.width > 0 && area.height > 0);
  const colours = areas.map((area) => meanOf(pixels, area));
  for (const area of areas) pixelate(pixels, grow(area, marginOf(area), pixels), blockOf(area));
  for (const [i, area] of areas.entries()) fill(pixels, area, colours[i]!);
}

/** The smallest box holding all the given ones (null for none). */
export function boundsOf(boxes: readonly PhiImageBox[]): PhiImageBox | null {
  if (boxes.length === 0) return null;
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * How small the smallest line of text in an image is, so OCR can be given the image no larger than it
 * needs (image-ocr.ts). Tesseract scales every line to one height for its network whatever the image's
 * resolution, but finding the lines and words costs in proportion to the pixels: a page of 26-pixel
 * print reads in 2.6 s at full size and 1.7 s at 0.6, with every word (bench/README.md "Images"). Small
 * print is what a shrink would lose, so the smallest line decides, never the typical one: a footer in
 * small type under a page of large print keeps the page at the footer's size.
 *
 * A line here is a band of rows with ink, between rows without, in one vertical strip of the image
 * (strips keep two columns of different sizes apart, and a label beside a picture apart from the
 * picture), that looks like a row of letters: at least `MIN_GLYPHS` separate inked column runs, and
 * neither a speck nor a picture by its height. Everything is one pass over the pixels (linear in them).
 */

/** Grey under this is ink (image-ocr.ts hands over dark print on a light ground). */
const INK = 128;
/** The strips' width in pixels. */
export const LINE_STRIP_WIDTH = 200;
/**
 * Bands under this many rows are not lines Tesseract can read at any scale (it needs letters about 8
 * pixels high): specks, rules, underlines. Ignored, so they never hold a shrink back.
 */
export const MIN_LINE_HEIGHT = 6;
/** Bands over this many rows are pictures, bars or lines run together, not one line: ignored. */
export const MAX_LINE_HEIGHT = 150;
/** A band with fewer separate runs of inked columns than this in its strip is a rule or a blot. */
const MIN_GLYPHS = 3;
/** Fewer lines than this in the whole image: too little to judge from, so it is not shrunk. */
export const MIN_LINES = 3;

/** The height in rows of the smallest band that looks like a line of text, or undefined if too few do. */
export function smallestTextLine(grey: Uint8Array, width: number, height: number): number | undefined {
  let smallest = Number.POSITIVE_INFINITY;
  let lines = 0;
  for (let left = 0; left < width; left += LINE_STRIP_WIDTH) {
    const right = Math.min(width, left + LINE_STRIP_WIDTH);
    let top = -1;
    for (let y = 0; y <= height; y++) {
      const inked = y < height && rowHasInk(grey, width, y, left, right);
      if (inked && top < 0) top = y;
      if (inked || top < 0) continue;
      const rows = y - top;
      if (
        rows >= MIN_LINE_HEIGHT &&
        rows <= MAX_LINE_HEIGHT &&
        glyphRuns(grey, width, top, y, left, right) >= MIN_GLYPHS
      ) {
        lines++;
        smallest = Math.min(smallest, rows);
      }
      top = -1;
    }
  }
  return lines >= MIN_LINES ? smallest : undefined;
}

function rowHasInk(grey: Uint8Array, width: number, y: number, left: number, right: number): boolean {
  const row = y * width;
  for (let x = left; x < right; x++) if (grey[row + x]! < INK) return true;
  return false;
}

/** Runs of columns with ink in rows [top, bottom) of the strip, separated by columns without. */
function glyphRuns(grey: Uint8Array, width: number, top: number, bottom: number, left: number, right: number): number {
  let runs = 0;
  let inRun = false;
  for (let x = left; x < right; x++) {
    let inked = false;
    for (let y = top; y < bottom && !inked; y++) inked = grey[y * width + x]! < INK;
    if (inked && !inRun) runs++;
    inRun = inked;
  }
  return runs;
}

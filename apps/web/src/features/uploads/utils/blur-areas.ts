import type { PhiImageBox, PhiImageConfirmation, PhiImageFinding } from '@pc/contracts';

/**
 * The geometry of the upload field's blur tool (issue 23), in pixels of the image as the server
 * stored it (after its EXIF orientation): the boxes of a `phi_suspected` refusal, the areas the
 * uploader chooses to blur, and how they map onto the image as displayed and as decoded here.
 */

export interface Size {
  width: number;
  height: number;
}

/** One area to blur; `finding` is the index of the finding it came from, null for one the uploader added. */
export interface BlurArea {
  id: string;
  box: PhiImageBox;
  finding: number | null;
}

/** The smallest area the tool keeps, in image pixels (a click without a drag adds nothing). */
export const MIN_AREA_SIDE = 4;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A box moved into the image: no side past an edge, at least MIN_AREA_SIDE (or the image's side)
 * wide and high, whole pixels.
 */
export function clampBox(box: PhiImageBox, image: Size): PhiImageBox {
  const width = clamp(Math.round(box.width), Math.min(MIN_AREA_SIDE, image.width), image.width);
  const height = clamp(Math.round(box.height), Math.min(MIN_AREA_SIDE, image.height), image.height);
  return {
    x: clamp(Math.round(box.x), 0, image.width - width),
    y: clamp(Math.round(box.y), 0, image.height - height),
    width,
    height,
  };
}

/**
 * A box of an image of size `from` on the same picture at size `to` (the server's size to the size
 * the browser decoded, which are the same unless one of them scaled it). Grows outwards to whole
 * pixels, so a scaled box never covers less than the original.
 */
export function scaleBox(box: PhiImageBox, from: Size, to: Size): PhiImageBox {
  const sx = to.width / from.width;
  const sy = to.height / from.height;
  const x = Math.floor(box.x * sx);
  const y = Math.floor(box.y * sy);
  const right = Math.min(to.width, Math.ceil((box.x + box.width) * sx));
  const bottom = Math.min(to.height, Math.ceil((box.y + box.height) * sy));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** Where a box sits on the displayed image, in percent of its size (follows any displayed size). */
export function boxPercent(box: PhiImageBox, image: Size) {
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;
  return {
    left: pct(box.x, image.width),
    top: pct(box.y, image.height),
    width: pct(box.width, image.width),
    height: pct(box.height, image.height),
  };
}

/** A pointer's position over the displayed image (its client rectangle) in image pixels, inside the image. */
export function imagePoint(
  client: { x: number; y: number },
  displayed: { left: number; top: number; width: number; height: number },
  image: Size,
) {
  return {
    x: clamp(((client.x - displayed.left) / displayed.width) * image.width, 0, image.width),
    y: clamp(((client.y - displayed.top) / displayed.height) * image.height, 0, image.height),
  };
}

/** The box a drag from `a` to `b` (image pixels) spans, whichever way it went; null when too small. */
export function dragBox(a: { x: number; y: number }, b: { x: number; y: number }, image: Size): PhiImageBox | null {
  const box = {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
  if (box.width < MIN_AREA_SIDE || box.height < MIN_AREA_SIDE) return null;
  return clampBox(box, image);
}

/** The area "Add area" places: a quarter of the image's width and height, in its middle. */
export function newAreaBox(image: Size): PhiImageBox {
  const width = Math.max(MIN_AREA_SIDE, Math.round(image.width / 4));
  const height = Math.max(MIN_AREA_SIDE, Math.round(image.height / 4));
  return clampBox({ x: (image.width - width) / 2, y: (image.height - height) / 2, width, height }, image);
}

/** The areas the tool starts with: every box of every finding. */
export function areasOfFindings(findings: readonly PhiImageFinding[]): BlurArea[] {
  return findings.flatMap((finding, index) =>
    finding.boxes.map((box, b) => ({ id: `finding-${index}-${b}`, box, finding: index })),
  );
}

/**
 * What an arrow key does to a focused area: moves it, or with Shift resizes it (from its top-left
 * corner), by a step of 1% of the image (at least a pixel), ten times that with Alt. Null for other keys.
 */
export function areaAfterKey(
  box: PhiImageBox,
  key: { key: string; shiftKey: boolean; altKey: boolean },
  image: Size,
): PhiImageBox | null {
  const direction = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key.key];
  if (!direction) return null;
  const [dx, dy] = direction as [number, number];
  const scale = key.altKey ? 10 : 1;
  const stepX = Math.max(1, Math.round(image.width / 100)) * scale;
  const stepY = Math.max(1, Math.round(image.height / 100)) * scale;
  if (key.shiftKey) {
    return clampBox(
      {
        ...box,
        width: Math.min(box.width + dx * stepX, image.width - box.x),
        height: Math.min(box.height + dy * stepY, image.height - box.y),
      },
      image,
    );
  }
  return clampBox({ ...box, x: box.x + dx * stepX, y: box.y + dy * stepY }, image);
}

/**
 * The `x-phi-confirmations` header value that confirms every finding: each kind and text once, as
 * JSON. A header is Latin-1 only (fetch refuses anything else), so every character past ASCII is
 * written as a JSON `\u` escape, which reads back as the same text.
 */
export function confirmationsHeader(findings: readonly PhiImageFinding[]): string {
  const seen = new Set<string>();
  const confirmations: PhiImageConfirmation[] = [];
  for (const { field, kind, text } of findings) {
    const key = `${kind}\n${text}`;
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    confirmations.push({ field, kind, text });
  }
  return JSON.stringify(confirmations).replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

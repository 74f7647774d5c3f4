import { describe, expect, it } from 'vitest';
import { blockOf, boundsOf, grow, marginOf, type Pixels, pixelate, redactAreas } from './redact';

const redactArea = (p: Pixels, box: { x: number; y: number; width: number; height: number }) => redactAreas(p, [box]);

/** Black "text" on white: every other pixel of every other row inside the box, the finest detail there is. */
function page(width: number, height: number, text: { x: number; y: number; width: number; height: number }): Pixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = text.y; y < text.y + text.height; y++) {
    for (let x = text.x; x < text.x + text.width; x++) {
      if ((x + y) % 2 === 0) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { width, height, data };
}

const pixel = (p: Pixels, x: number, y: number) =>
  Array.from(p.data.slice((y * p.width + x) * 4, (y * p.width + x) * 4 + 4));
const coloursIn = (p: Pixels, box: { x: number; y: number; width: number; height: number }) => {
  const colours = new Set<string>();
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) colours.add(pixel(p, x, y).join());
  }
  return colours;
};

describe('redactArea', () => {
  const box = { x: 40, y: 30, width: 60, height: 20 };

  it('leaves one colour in the area: nothing of the text is left to read', () => {
    const p = page(200, 100, box);
    expect(coloursIn(p, box).size).toBe(2);
    redactArea(p, box);
    expect([...coloursIn(p, box)]).toEqual([pixel(p, box.x, box.y).join()]);
    // The area's mean: half the pixels were black.
    expect(pixel(p, box.x, box.y)[0]).toBeGreaterThan(120);
    expect(pixel(p, box.x, box.y)[0]).toBeLessThan(135);
  });

  it('pixelates a margin around it in large blocks, and leaves the rest of the image alone', () => {
    // Text a little larger than its OCR box, as letters' edges often are.
    const p = page(200, 100, grow(box, 3, { width: 200, height: 100 }));
    const before = pixel(p, 0, 0);
    redactArea(p, box);
    const margin = grow(box, marginOf(box), p);
    expect(marginOf(box)).toBe(5);
    expect(blockOf(box)).toBe(12);
    // Every block of the margin is one colour: no letter edge survives at a finer scale.
    for (let y = margin.y; y < margin.y + margin.height; y += blockOf(box)) {
      for (let x = margin.x; x < margin.x + margin.width; x += blockOf(box)) {
        const cell = {
          x,
          y,
          width: Math.min(blockOf(box), margin.x + margin.width - x),
          height: Math.min(blockOf(box), margin.y + margin.height - y),
        };
        const inside = cell.x >= box.x && cell.y >= box.y;
        if (!inside) expect(coloursIn(p, cell).size).toBeLessThanOrEqual(2);
      }
    }
    expect(coloursIn(p, { x: 0, y: 0, width: 200, height: margin.y })).toEqual(new Set([before.join()]));
    expect(
      coloursIn(p, { x: margin.x + margin.width, y: 0, width: 200 - margin.x - margin.width, height: 100 }),
    ).toEqual(new Set([before.join()]));
  });

  it('stays inside the image for an area at its edge', () => {
    const p = page(50, 50, { x: 0, y: 0, width: 50, height: 50 });
    redactArea(p, { x: 40, y: 40, width: 30, height: 30 });
    expect(coloursIn(p, { x: 40, y: 40, width: 10, height: 10 }).size).toBe(1);
    expect(p.data.length).toBe(50 * 50 * 4);
  });
});

describe('redactAreas', () => {
  it('leaves each of two neighbouring areas one colour: no margin pixelates over a fill', () => {
    const jane = { x: 10, y: 10, width: 40, height: 20 };
    const doe = { x: 52, y: 10, width: 30, height: 20 };
    const p = page(100, 40, boundsOf([jane, doe])!);
    redactAreas(p, [jane, doe]);
    expect(coloursIn(p, jane).size).toBe(1);
    expect(coloursIn(p, doe).size).toBe(1);
  });

  it('reads and writes only the bounds of the areas it is given', () => {
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        { x: 10, y: 10, width: 40, height: 20 },
        { x: 52, y: 5, width: 30, height: 20 },
      ]),
    ).toEqual({ x: 10, y: 5, width: 72, height: 25 });
  });
});

describe('pixelate', () => {
  it('makes each block its mean colour', () => {
    const p = page(24, 24, { x: 0, y: 0, width: 24, height: 24 });
    pixelate(p, { x: 0, y: 0, width: 24, height: 24 }, 12);
    expect(coloursIn(p, { x: 0, y: 0, width: 12, height: 12 }).size).toBe(1);
    expect(coloursIn(p, { x: 12, y: 12, width: 12, height: 12 }).size).toBe(1);
  });
});

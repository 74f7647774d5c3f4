import type { PhiImageFinding } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  areaAfterKey,
  areasOfFindings,
  boxPercent,
  clampBox,
  confirmationsHeader,
  dragBox,
  imagePoint,
  newAreaBox,
  scaleBox,
} from './blur-areas';

const IMAGE = { width: 800, height: 400 };
const finding = (kind: PhiImageFinding['kind'], text: string, boxes = [{ x: 10, y: 20, width: 30, height: 40 }]) =>
  ({ field: 'image', kind, text, boxes }) as PhiImageFinding;

describe('boxes on the displayed image', () => {
  it('places a box in percent of the image, so it follows any displayed size', () => {
    expect(boxPercent({ x: 200, y: 100, width: 400, height: 40 }, IMAGE)).toEqual({
      left: '25%',
      top: '25%',
      width: '50%',
      height: '10%',
    });
  });

  it('turns a pointer over the image shown at half size into image pixels, inside the image', () => {
    const shown = { left: 100, top: 50, width: 400, height: 200 };
    expect(imagePoint({ x: 300, y: 150 }, shown, IMAGE)).toEqual({ x: 400, y: 200 });
    expect(imagePoint({ x: 0, y: 999 }, shown, IMAGE)).toEqual({ x: 0, y: 400 });
  });

  it('makes a box of a drag in any direction, and nothing of a click', () => {
    expect(dragBox({ x: 300, y: 200 }, { x: 100, y: 50 }, IMAGE)).toEqual({ x: 100, y: 50, width: 200, height: 150 });
    expect(dragBox({ x: 100, y: 100 }, { x: 102, y: 101 }, IMAGE)).toBeNull();
  });

  it('keeps a box inside the image', () => {
    expect(clampBox({ x: 780, y: -5, width: 50, height: 500 }, IMAGE)).toEqual({
      x: 750,
      y: 0,
      width: 50,
      height: 400,
    });
  });
});

describe('scaleBox', () => {
  it('is the identity at the same size', () => {
    const box = { x: 10, y: 20, width: 30, height: 40 };
    expect(scaleBox(box, IMAGE, IMAGE)).toEqual(box);
  });

  it('scales to another size, growing outwards to whole pixels and never past the edge', () => {
    expect(scaleBox({ x: 11, y: 21, width: 31, height: 41 }, IMAGE, { width: 400, height: 200 })).toEqual({
      x: 5,
      y: 10,
      width: 16,
      height: 21,
    });
    expect(scaleBox({ x: 790, y: 390, width: 10, height: 10 }, IMAGE, { width: 1601, height: 801 })).toEqual({
      x: 1580,
      y: 780,
      width: 21,
      height: 21,
    });
  });
});

describe('areas', () => {
  it('start as every box of every finding, each knowing its finding', () => {
    const areas = areasOfFindings([
      finding('name', 'Jane Doe', [
        { x: 1, y: 1, width: 5, height: 5 },
        { x: 9, y: 1, width: 5, height: 5 },
      ]),
      finding('face', 'face'),
    ]);
    expect(areas.map((a) => a.finding)).toEqual([0, 0, 1]);
    expect(new Set(areas.map((a) => a.id)).size).toBe(3);
  });

  it('"Add area" puts a quarter-size box in the middle', () => {
    expect(newAreaBox(IMAGE)).toEqual({ x: 300, y: 150, width: 200, height: 100 });
  });

  it('move with the arrow keys, resize with Shift, by 1% of the image (10% with Alt), inside the image', () => {
    const box = { x: 100, y: 100, width: 50, height: 50 };
    const key = (k: string, shiftKey = false, altKey = false) => areaAfterKey(box, { key: k, shiftKey, altKey }, IMAGE);
    expect(key('ArrowRight')).toEqual({ ...box, x: 108 });
    expect(key('ArrowUp', false, true)).toEqual({ ...box, y: 60 });
    expect(key('ArrowDown', true)).toEqual({ ...box, height: 54 });
    expect(key('ArrowLeft', true, true)).toEqual({ ...box, width: 4 });
    expect(
      areaAfterKey(
        { x: 790, y: 0, width: 10, height: 10 },
        { key: 'ArrowRight', shiftKey: false, altKey: true },
        IMAGE,
      ),
    ).toEqual({
      x: 790,
      y: 0,
      width: 10,
      height: 10,
    });
    expect(key('Enter')).toBeNull();
  });
});

describe('confirmationsHeader', () => {
  it('confirms each kind and text once, as the contracts’ JSON array', () => {
    const value = confirmationsHeader([
      finding('name', 'Jane Doe'),
      finding('name', 'Jane Doe'),
      finding('face', 'face'),
    ]);
    expect(JSON.parse(value)).toEqual([
      { field: 'image', kind: 'name', text: 'Jane Doe' },
      { field: 'image', kind: 'face', text: 'face' },
    ]);
  });

  it('is plain ASCII that reads back as the same text (a header cannot carry other characters)', () => {
    const texts = ['José Müller', '李小龙', 'line\nbreak', 'emoji 🙂'];
    const value = confirmationsHeader(texts.map((t) => finding('name', t)));
    expect(value).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(value).map((c: { text: string }) => c.text)).toEqual(texts);
    // What fetch does with a header value: refuses anything past Latin-1.
    expect(() => new Headers({ 'x-phi-confirmations': value })).not.toThrow();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { ERROR_CODES } from '@pc/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { OCR_QUEUE, openOcr, readWords, releaseOcr } from '../../lib/ocr.js';
import { COLUMN_GAP_HEIGHTS, textOfWords } from './image-ocr.js';

// The image checks run at a low priority with a minute's ceiling (lib/worker-lane.ts): on a machine
// busy with other tests an upload may take that long, and a test two uploads.
vi.setConfig({ testTimeout: 150_000 });

/** The OCR worker's bounds (lib/ocr.ts), and how its words become the detector's text. */
beforeAll(openOcr);
afterAll(releaseOcr);

describe('the OCR worker', () => {
  it('takes the image it reads and OCR_QUEUE waiting ones, and refuses the rest at once with 503 busy', async () => {
    const blank = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // Asked in one tick: none can finish before the last is counted.
    const capacity = 1 + OCR_QUEUE;
    const answers = await Promise.allSettled(Array.from({ length: capacity + 2 }, () => readWords(blank)));
    expect(answers.slice(0, capacity).map((a) => a.status)).toEqual(Array(capacity).fill('fulfilled'));
    for (const answer of answers.slice(capacity)) {
      const reason = (answer as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ statusCode: 503, code: ERROR_CODES.busy });
    }
    // The queue empties: the next image is taken.
    expect(await readWords(blank)).toEqual([]);
  });

  it.runIf(process.platform === 'linux')(
    'names its thread, by which its budget is counted in CPU time (worker-lane.ts)',
    async () => {
      const blank = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      await readWords(blank);
      const names = readdirSync('/proc/self/task').map((tid) =>
        readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim(),
      );
      expect(names).toContain('pc-ocr');
    },
  );
});

describe('the text of the words', () => {
  it('puts a line of the image on a line of text, one space between words, and keeps where each went', () => {
    const words = [
      { text: 'Patient:', line: '1.1.1' },
      { text: 'Maria', line: '1.1.1' },
      { text: 'Lopez', line: '1.1.1' },
      { text: 'MRN:', line: '1.1.2' },
      { text: '84736251', line: '1.1.2' },
    ];
    const { text, spans } = textOfWords(words);
    expect(text).toBe('Patient: Maria Lopez\nMRN: 84736251');
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual(words.map((w) => w.text));
  });

  it('starts a new line where a line of the image has a column gap, not at a word space', () => {
    // 40-pixel letters: a word space of 12 px joins, a gap of 1,000 px (a second label) breaks.
    const at = (x: number, width: number) => ({ x, y: 60, width, height: 40 });
    const words = [
      { text: 'LOPEZ,', line: '1.1.1', box: at(60, 150) },
      { text: 'MARIA', line: '1.1.1', box: at(222, 140) },
      { text: 'St.', line: '1.1.1', box: at(1450, 50) },
      { text: 'Mary', line: '1.1.1', box: at(1512, 90) },
    ];
    expect(textOfWords(words).text).toBe('LOPEZ, MARIA\nSt. Mary');
    // The gap at exactly the bound still joins: only a wider one is a column.
    const edge = [
      { text: 'a', line: '1', box: at(0, 10) },
      { text: 'b', line: '1', box: at(10 + COLUMN_GAP_HEIGHTS * 40, 10) },
    ];
    expect(textOfWords(edge).text).toBe('a b');
  });
});

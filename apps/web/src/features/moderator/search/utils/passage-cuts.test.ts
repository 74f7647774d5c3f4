import { SNIPPET_FRAGMENT_DELIMITER } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { passageCuts } from './passage-cuts';

const TEXT =
  'First sentence here, about nothing. Then the patient had a stroke after apixaban was stopped; we restarted it. Many more words follow.';

/** A passage as the search returns it: the match marked, the rest plain. */
const passage = (before: string, match: string, after: string) => [
  { text: before, match: false },
  { text: match, match: true },
  { text: after, match: false },
];

describe('where a search passage leaves text out', () => {
  it('is nowhere when the passage is the whole text', () => {
    expect(
      passageCuts(
        passage(
          'First sentence here, about nothing. Then the patient had a ',
          'stroke',
          TEXT.slice(TEXT.indexOf(' after')),
        ),
        TEXT,
      ),
    ).toEqual({
      before: false,
      after: false,
    });
  });

  it('is after the passage when it stops inside the text', () => {
    expect(
      passageCuts(
        passage('First sentence here, about nothing. Then the patient had a ', 'stroke', ' after apixaban'),
        TEXT,
      ),
    ).toEqual({
      before: false,
      after: true,
    });
  });

  it('is before the passage when it starts inside the text, even mid-sentence', () => {
    expect(passageCuts(passage('the patient had a ', 'stroke', TEXT.slice(TEXT.indexOf(' after'))), TEXT)).toEqual({
      before: true,
      after: false,
    });
  });

  it('is at both ends of a passage from the middle', () => {
    expect(passageCuts(passage('patient had a ', 'stroke', ' after apixaban was'), TEXT)).toEqual({
      before: true,
      after: true,
    });
  });

  it('ignores the punctuation and spaces the search drops at the ends', () => {
    const text = '  (Stroke) risk is high!!  ';
    expect(passageCuts(passage('', 'Stroke', ') risk is high'), text)).toEqual({ before: false, after: false });
    expect(passageCuts(passage('', 'Stroke', '. Short text, whole'), 'Stroke. Short text, whole.')).toEqual({
      before: false,
      after: false,
    });
  });

  it('compares the first of several fragments with the start and the last with the end', () => {
    const fragments = [
      ...passage('First sentence here, about ', 'nothing', '.'),
      { text: SNIPPET_FRAGMENT_DELIMITER, match: false },
      ...passage('', 'Many', ' more words follow'),
    ];
    expect(passageCuts(fragments, TEXT)).toEqual({ before: false, after: false });
    const middle = [
      ...passage('sentence here, about ', 'nothing', '. Then'),
      { text: SNIPPET_FRAGMENT_DELIMITER, match: false },
      ...passage('', 'Many', ' more'),
    ];
    expect(passageCuts(middle, TEXT)).toEqual({ before: true, after: true });
  });

  it('cuts a text whose own words repeat: the passage must be the start, not only look like it', () => {
    const text = 'Dose at night. Dose at night again, then review in a week.';
    expect(passageCuts(passage('', 'Dose', ' at night again, then review in a week'), text)).toEqual({
      before: true,
      after: false,
    });
  });

  it('is case- and accent-safe: letters of any script count', () => {
    const text = 'Überweisung an die Kardiologie, dann Kontrolle.';
    expect(passageCuts(passage('', 'Überweisung', ' an die Kardiologie'), text)).toEqual({
      before: false,
      after: true,
    });
  });
});

import type { ConsensusQuote, ConsensusSection } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  hasVisibleText,
  referenceView,
  safeUrl,
  visibleDefinitions,
  visibleQuotes,
  visibleReferences,
  visibleSections,
} from './visibility';

const quote = (Quote: string, Author: string): ConsensusQuote => ({
  Quote,
  Author,
  Specialty: 'Cardiology',
  KeyOpinionLeader: false,
});
const section = (Title: string, Text: string): ConsensusSection => ({
  id: 1,
  Title,
  Text,
  SectionTopic: '',
  Quotes: [],
});

describe('what a reader sees of a consensus (spec §5 Public consensus view)', () => {
  it('counts markup without words as empty, and an image as content', () => {
    expect(hasVisibleText('<p></p>')).toBe(false);
    expect(hasVisibleText('<p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleText('   ')).toBe(false);
    expect(hasVisibleText(undefined)).toBe(false);
    expect(hasVisibleText('<p>Start low</p>')).toBe(true);
    expect(hasVisibleText('<p><img src="/api/v1/uploads/a.png" alt="ECG"></p>')).toBe(true);
  });

  it('hides a section without a title or without text', () => {
    const shown = visibleSections([
      section('A conservative view', '<p>Watchful waiting.</p>'),
      section('', '<p>Text without a title.</p>'),
      section('Title without text', '<p></p>'),
      section('  ', ''),
    ]);
    expect(shown.map((s) => s.Title)).toEqual(['A conservative view']);
  });

  it('skips a quote without its words or its author', () => {
    const shown = visibleQuotes([
      quote('Check labs early.', 'Dr. Priya Natarajan'),
      quote('Words nobody said.', ''),
      quote('', 'Dr. Marcus Okafor'),
      quote(' ', ' '),
    ]);
    expect(shown.map((q) => q.Author)).toEqual(['Dr. Priya Natarajan']);
    expect(visibleQuotes(undefined)).toEqual([]);
  });

  it('shows a definition only with both its term and its meaning', () => {
    const shown = visibleDefinitions([
      { Term: 'eGFR', Definition: 'Estimated glomerular filtration rate.' },
      { Term: 'HFpEF', Definition: '' },
      { Term: '', Definition: 'Orphan meaning.' },
    ]);
    expect(shown.map((d) => d.Term)).toEqual(['eGFR']);
  });
});

describe('references and addresses', () => {
  it('links only web addresses and the product’s own paths', () => {
    expect(safeUrl('https://guidelines.example.org/2025')).toBe('https://guidelines.example.org/2025');
    expect(safeUrl('http://example.org')).toBe('http://example.org/');
    expect(safeUrl('/api/v1/uploads/x.png')).toBe('/api/v1/uploads/x.png');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeUrl('//evil.example.org/x')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('labels a link with its LinkText and keeps the citation beside it', () => {
    expect(
      referenceView({ Text: 'Society guideline, 2025', Url: 'https://g.example.org/', LinkText: 'Read it' }),
    ).toEqual({ citation: 'Society guideline, 2025', link: { href: 'https://g.example.org/', label: 'Read it' } });
  });

  it('makes the citation the link when there is no LinkText', () => {
    expect(referenceView({ Text: 'Society guideline', Url: 'https://g.example.org/', LinkText: '' })).toEqual({
      citation: '',
      link: { href: 'https://g.example.org/', label: 'Society guideline' },
    });
  });

  it('keeps a citation without an address, or with an unsafe one, as plain text', () => {
    expect(referenceView({ Text: 'Textbook, ch. 4', Url: '', LinkText: '' })).toEqual({
      citation: 'Textbook, ch. 4',
      link: null,
    });
    expect(referenceView({ Text: 'Trap', Url: 'javascript:alert(1)', LinkText: 'Click' })).toEqual({
      citation: 'Trap',
      link: null,
    });
  });

  it('drops references with nothing to show', () => {
    expect(
      visibleReferences([
        { Text: '', Url: '', LinkText: '' },
        { Text: '', Url: 'javascript:void(0)', LinkText: 'x' },
        { Text: 'Kept', Url: '', LinkText: '' },
      ]),
    ).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { activeContent, HOSTILE, ORIGIN, seededConsensus, seededPeerChallenge } from './test-fixtures';
import { buildTileFragment, consensusTileContent, programTileContent } from './tile-fragment';

describe('the exported tile (PC-Tile-{id}.php)', () => {
  it('declares its 260x308 size, inline, and is self-contained', () => {
    const html = buildTileFragment(consensusTileContent(seededConsensus(), { origin: ORIGIN }), { origin: ORIGIN });
    expect(html).toMatch(
      /^<div class="pc-tile" data-width="260" data-height="308" style="[^"]*width:260px;height:308px;/,
    );
    expect(html).not.toMatch(/<(script|style|link)\b/);
    expect(html).not.toMatch(/\sclass="(?!pc-tile")/);
    expect(html).toContain('SGLT2 inhibitors in HFpEF with CKD');
    expect(html).toContain('Morgan Moderator, MD');
    expect(html).toContain(`href="${ORIGIN}/consensuses/41/published"`);
  });

  it('escapes hostile text, so a title with a script comes out inert', () => {
    const summary = seededConsensus();
    summary.SummaryTile = {
      ...summary.SummaryTile,
      Title: HOSTILE,
      AuthorName: '"><script>x</script>',
      CtaText: HOSTILE,
    };
    const html = buildTileFragment(consensusTileContent(summary, { origin: ORIGIN }), { origin: ORIGIN });
    // The check sees each kind of active content in the raw text, so an empty list means something.
    expect(activeContent(HOSTILE)).toHaveLength(5);
    expect(activeContent(html)).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;?php system(&#39;id&#39;); ?&gt;');
  });

  it('gives images and links absolute web addresses, and drops any other kind', () => {
    const summary = seededConsensus();
    summary.SummaryTile = { ...summary.SummaryTile, Image: { url: '/api/v1/uploads/tile.png' } };
    const html = buildTileFragment(consensusTileContent(summary, { origin: ORIGIN }), { origin: ORIGIN });
    expect(html).toContain(`<img src="${ORIGIN}/api/v1/uploads/tile.png"`);

    const hostile = buildTileFragment(
      {
        kind: 'Peer Challenge',
        title: 't',
        ctaText: 'Go',
        imageUrl: 'javascript:alert(1)',
        href: 'data:text/html,<b>',
      },
      { origin: ORIGIN },
    );
    expect(hostile).not.toContain('<img');
    expect(hostile).not.toContain('<a ');
    expect(hostile).toContain('<span');
  });

  it('is made from a peer challenge program tile, and not without one', () => {
    const tile = programTileContent(seededPeerChallenge());
    expect(tile).toMatchObject({ kind: 'Peer Challenge', title: 'Heart Failure Update 2026' });
    const html = buildTileFragment(tile!, { origin: ORIGIN });
    expect(html).toContain('href="https://programs.example.org/prg-1001"');
    expect(html).toContain(`src="${ORIGIN}/api/v1/uploads/tile.png"`);
    expect(programTileContent(seededPeerChallenge({ ProgramTile: null }))).toBeNull();
  });
});

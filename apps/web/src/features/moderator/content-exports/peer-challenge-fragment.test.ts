import { describe, expect, it } from 'vitest';
import { buildPeerChallengeFragment } from './peer-challenge-fragment';
import { activeContent, HOSTILE, ORIGIN, seededPeerChallenge } from './test-fixtures';

describe('the exported peer challenge (Peer-Challenge-{id}.php)', () => {
  it('has the chip, the title, an anchor per topic, each topic with its ^Top link, and the sources', () => {
    const html = buildPeerChallengeFragment(seededPeerChallenge(), { origin: ORIGIN });
    expect(html).toMatch(/^<article class="pc-peer-challenge" id="peer-challenge-7-top"/);
    expect(html).toMatch(/<span style="[^"]*">Peer Challenge<\/span>/);
    expect(html).toContain('>Peer Challenge: Heart Failure Therapies</h1>');
    expect(html).toMatch(/<a href="#peer-challenge-7-topic-1"[^>]*>SGLT2 inhibitors<\/a>/);
    expect(html).toContain('<section id="peer-challenge-7-topic-1">');
    expect(html).toMatch(/<blockquote style="[^"]*">Would you start it at eGFR 34\?<\/blockquote>/);
    expect(html).toContain('<p>Most respondents would start it and monitor renal function.</p>');
    expect(html).toMatch(/<a href="#peer-challenge-7-top"[^>]*>\^Top<\/a>/);
    expect(html).toContain('Source:');
    expect(html).toContain('Community patient case, #1001, October 2026');
    expect(html).not.toMatch(/<(script|style|link)\b/);
  });

  it('leaves hostile text and HTML inert', () => {
    const html = buildPeerChallengeFragment(
      seededPeerChallenge({
        title: HOSTILE,
        Topics: [
          {
            id: 2,
            title: HOSTILE,
            anchorText: HOSTILE,
            description: HOSTILE,
            question: HOSTILE,
            summaryOfResponses: HOSTILE,
          },
        ],
        Sources: [{ id: 1, sourceType: HOSTILE, sourceContent: HOSTILE, sourceDate: HOSTILE }],
      }),
      { origin: ORIGIN },
    );
    expect(activeContent(html)).toEqual([]);
  });
});

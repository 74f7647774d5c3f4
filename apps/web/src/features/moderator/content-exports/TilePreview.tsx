import { CONSENSUS_LAYOUT } from '@pc/contracts';

/**
 * The exported tile exactly as a host page will show it: the fragment itself in a sandboxed frame
 * (no scripts, no access to this page), 260x308 (spec §9), so what the moderator checks is the file
 * they download.
 */
export function TilePreview({ fragment, label }: { fragment: string; label: string }) {
  const { tileWidth: width, tileHeight: height } = CONSENSUS_LAYOUT;
  const doc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${label.replace(/[<&]/g, '')}</title></head><body style="margin:0;">${fragment}</body></html>`;
  return (
    <iframe
      title={label}
      srcDoc={doc}
      sandbox=""
      width={width}
      height={height}
      style={{ display: 'block', width, height, border: 0, maxWidth: '100%', flex: 'none' }}
    />
  );
}

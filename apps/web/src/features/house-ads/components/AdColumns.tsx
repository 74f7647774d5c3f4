import { AD_CONTENT_WIDTH, AD_SIDE_COLUMN_WIDTH, AD_SIDE_GUTTER, type ServedAd } from '@pc/contracts';
import type { ReactNode } from 'react';
import { PageAd } from './PageAd';

/**
 * The page between two side columns of ads (spec §9: from 960 + 2 × (350 + 32) px wide); narrower
 * windows get the page alone. The ads stay in view while the page scrolls.
 */
export function AdColumns({
  show,
  left,
  right,
  children,
}: {
  show: boolean;
  left: ServedAd | null | undefined;
  right: ServedAd | null | undefined;
  children: ReactNode;
}) {
  if (!show) return children;
  const column = { position: 'sticky', top: 24, paddingTop: 32 } as const;
  return (
    <div
      data-ad-columns=""
      style={{
        display: 'grid',
        gridTemplateColumns: `${AD_SIDE_COLUMN_WIDTH}px minmax(0, ${AD_CONTENT_WIDTH}px) ${AD_SIDE_COLUMN_WIDTH}px`,
        columnGap: AD_SIDE_GUTTER,
        justifyContent: 'center',
        alignItems: 'start',
      }}
    >
      <div style={column}>
        <PageAd placement="rectangle" ad={left} />
      </div>
      <div style={{ minWidth: 0 }}>{children}</div>
      <div style={column}>
        <PageAd placement="rectangle" ad={right} />
      </div>
    </div>
  );
}

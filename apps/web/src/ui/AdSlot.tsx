import { VisuallyHidden } from '@mantine/core';
import { type AdSize, safeAdImage } from './ad-slot-rules';
import { useEffect, useRef, useState } from 'react';

/** The visible mark above an ad: one line of this height, part of the reserved box. */
const MARK_HEIGHT = 18;

export interface ShownAd {
  id: number;
  imageUrl: string;
  altText: string;
  /** The counting click route (`/api/v1/ads/{id}/click`). */
  clickUrl: string;
}

export interface AdSlotProps {
  size: AdSize;
  /** undefined while the page's ads load; null when this slot has none. */
  ad: ShownAd | null | undefined;
  /** Called once per ad when half of it has been in view (an impression). */
  onShown?: (id: number) => void;
}

/**
 * One house-ad slot (spec §9): a box of the banner's size plus its "Sponsored" line, reserved from the
 * first paint, so neither the ad's arrival nor its image's moves anything. A slot that is already
 * known to be empty when it first renders takes no space; once drawn, it keeps its box for good (an
 * empty one stays as blank space). The ad is an image link marked "Sponsored" visibly and for screen
 * readers (`aside` named Sponsored); no third-party script is involved.
 */
export function AdSlot({ size, ad, onShown }: AdSlotProps) {
  // Decided once: collapse only before the first paint.
  const [reserve] = useState(ad !== null);
  const ref = useRef<HTMLElement>(null);
  const counted = useRef<number | null>(null);
  const id = ad?.id;

  useEffect(() => {
    const element = ref.current;
    if (id === undefined || !element || !onShown || counted.current === id) return;
    const count = () => {
      counted.current = id;
      onShown(id);
    };
    if (typeof IntersectionObserver === 'undefined') return count();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || counted.current === id) return;
        count();
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, onShown]);

  if (!reserve) return null;
  const box = { width: size.width, maxWidth: '100%', marginInline: 'auto' } as const;
  const image = { display: 'block', width: '100%', aspectRatio: `${size.width} / ${size.height}` } as const;
  const src = ad ? safeAdImage(ad.imageUrl) : null;
  if (!ad || !src)
    return (
      <div aria-hidden="true" data-ad-slot="empty" style={{ ...box, height: 'auto' }}>
        <div style={{ height: MARK_HEIGHT }} />
        <div style={image} />
      </div>
    );
  return (
    <aside ref={ref} aria-label="Sponsored" data-ad-slot={ad.id} style={box}>
      {/* The landmark's name says it to screen readers; this line says it to everyone else. */}
      <div
        aria-hidden="true"
        style={{
          height: MARK_HEIGHT,
          lineHeight: `${MARK_HEIGHT}px`,
          fontSize: 12,
          color: 'var(--mantine-color-gray-7)',
          textAlign: 'left',
        }}
      >
        Sponsored
      </div>
      <a href={ad.clickUrl} target="_blank" rel="noopener sponsored" style={{ display: 'block' }}>
        <img
          src={src}
          alt={ad.altText}
          width={size.width}
          height={size.height}
          style={{ ...image, height: 'auto', objectFit: 'cover' }}
        />
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </aside>
  );
}

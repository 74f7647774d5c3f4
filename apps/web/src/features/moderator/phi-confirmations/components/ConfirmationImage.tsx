import type { PhiImageBox } from '@pc/contracts';
import { useState } from 'react';

/**
 * A thumbnail of an uploaded image with a confirmed finding (issue 23), the finding's boxes marked
 * over it. The boxes are in pixels of the stored image and the thumbnail is smaller, so each mark is
 * placed in percentages of the image's own size, known once it has loaded: until then (it loads
 * lazily, as the list may hold 20) there is nothing to mark. The marks are drawn only; the text
 * alternative says what is marked.
 */
export function ConfirmationImage({ url, boxes, alt }: { url: string; boxes: PhiImageBox[]; alt: string }) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  return (
    <div className="pc-phi-thumb">
      <img
        className="pc-phi-thumb__image"
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        onLoad={(event) => {
          const img = event.currentTarget;
          if (img.naturalWidth > 0) setSize({ width: img.naturalWidth, height: img.naturalHeight });
        }}
      />
      {size &&
        boxes.map((box, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: boxes have no id, two may be the same rectangle, and the list never reorders.
            key={`${i}:${box.x},${box.y},${box.width},${box.height}`}
            className="pc-phi-thumb__mark"
            aria-hidden
            style={{
              left: `${(box.x / size.width) * 100}%`,
              top: `${(box.y / size.height) * 100}%`,
              width: `${(box.width / size.width) * 100}%`,
              height: `${(box.height / size.height) * 100}%`,
            }}
          />
        ))}
    </div>
  );
}

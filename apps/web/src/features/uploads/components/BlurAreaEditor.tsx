import type { PhiImageBox, PhiImageFinding } from '@pc/contracts';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import {
  areaAfterKey,
  type BlurArea,
  boxPercent,
  dragBox,
  imagePoint,
  MIN_AREA_SIDE,
  type Size,
  clampBox,
} from '../utils/blur-areas';

type Point = { x: number; y: number };

/** What a pointer is doing on the image: drawing a new area, or moving or resizing one. */
type Gesture =
  | { kind: 'draw'; start: Point; now: Point }
  | { kind: 'move' | 'resize'; id: string; start: Point; box: PhiImageBox };

export interface BlurAreaEditorProps {
  /** The chosen file as a data: URL. */
  src: string;
  /** The size the server's boxes refer to. */
  image: Size;
  findings: readonly PhiImageFinding[];
  areas: readonly BlurArea[];
  onAreasChange(areas: BlurArea[]): void;
  /** Called when an area is removed from the image with the keyboard (the caller keeps focus in place). */
  onAreaRemoved?(): void;
  /** An area to focus once drawn (after "Add area"). */
  focusArea?: string | null;
}

/** The name of an area for its box and its row (lower case, to go after a verb): its number, and the finding it covers. */
export function areaName(area: BlurArea, index: number, findings: readonly PhiImageFinding[]) {
  const finding = area.finding === null ? null : findings[area.finding];
  if (!finding) return `blur area ${index + 1} (added)`;
  return `blur area ${index + 1} (over ${finding.kind === 'face' ? 'a face' : `“${finding.text}”`})`;
}

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The image with each finding's boxes marked (numbered as the findings are listed) and the areas to
 * blur over them. Dragging on the image adds an area; dragging an area moves it, its corner resizes
 * it. Each area is also focusable: arrow keys move it, Shift with the arrow keys resizes it (Alt for
 * larger steps), Delete removes it. Boxes are placed in percent of the image, so they follow
 * whatever size the image is displayed at.
 */
export function BlurAreaEditor({
  src,
  image,
  findings,
  areas,
  onAreasChange,
  onAreaRemoved,
  focusArea,
}: BlurAreaEditorProps) {
  const stage = useRef<HTMLDivElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const added = useRef(0);
  const helpId = useId();

  useEffect(() => {
    if (!focusArea) return;
    stage.current?.querySelector<HTMLElement>(`[data-area-id="${focusArea}"]`)?.focus();
  }, [focusArea]);

  const pointOf = (event: PointerEvent) =>
    imagePoint({ x: event.clientX, y: event.clientY }, stage.current!.getBoundingClientRect(), image);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const areaElement = target.closest<HTMLElement>('[data-area-id]');
    const start = pointOf(event);
    const area = areas.find((a) => a.id === areaElement?.dataset.areaId);
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    if (area) {
      areaElement?.focus();
      setGesture({ kind: target.closest('[data-handle]') ? 'resize' : 'move', id: area.id, start, box: area.box });
    } else {
      setGesture({ kind: 'draw', start, now: start });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!gesture) return;
    const now = pointOf(event);
    if (gesture.kind === 'draw') {
      setGesture({ ...gesture, now });
      return;
    }
    const dx = now.x - gesture.start.x;
    const dy = now.y - gesture.start.y;
    const { box } = gesture;
    const next =
      gesture.kind === 'move'
        ? clampBox({ ...box, x: box.x + dx, y: box.y + dy }, image)
        : clampBox(
            {
              ...box,
              width: Math.min(Math.max(MIN_AREA_SIDE, box.width + dx), image.width - box.x),
              height: Math.min(Math.max(MIN_AREA_SIDE, box.height + dy), image.height - box.y),
            },
            image,
          );
    onAreasChange(areas.map((a) => (a.id === gesture.id ? { ...a, box: next } : a)));
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture?.kind === 'draw') {
      const box = dragBox(gesture.start, pointOf(event), image);
      if (box) {
        added.current += 1;
        onAreasChange([...areas, { id: `drawn-${added.current}`, box, finding: null }]);
      }
    }
    setGesture(null);
  };

  const onAreaKeyDown = (area: BlurArea, event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onAreasChange(areas.filter((a) => a.id !== area.id));
      onAreaRemoved?.();
      return;
    }
    const box = areaAfterKey(area.box, event, image);
    if (!box) return;
    event.preventDefault();
    onAreasChange(areas.map((a) => (a.id === area.id ? { ...a, box } : a)));
  };

  const draft = gesture?.kind === 'draw' ? dragBox(gesture.start, gesture.now, image) : null;

  return (
    <div className="pc-blur">
      <p id={helpId} className="pc-blur__help">
        Arrow keys move a focused area, Shift with arrow keys resizes it, Delete removes it.
      </p>
      <div
        ref={stage}
        className="pc-blur__stage"
        data-drawing={gesture?.kind === 'draw' || undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setGesture(null)}
      >
        <img
          src={src}
          alt="The chosen image, with the possible identifiers marked"
          className="pc-blur__image"
          draggable={false}
        />
        {findings.flatMap((finding, index) =>
          finding.boxes.map((box, b) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a refusal's boxes never change order
              key={`${index}-${b}`}
              className="pc-blur__finding"
              data-finding={index + 1}
              style={boxPercent(box, image)}
              aria-hidden
            >
              {b === 0 && <span className="pc-blur__number">{index + 1}</span>}
            </div>
          )),
        )}
        {areas.map((area, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a movable box over an image, not a button element
          <div
            key={area.id}
            role="button"
            tabIndex={0}
            aria-roledescription="blur area"
            aria-label={capitalized(areaName(area, index, findings))}
            aria-describedby={helpId}
            className="pc-blur__area"
            data-area-id={area.id}
            style={boxPercent(area.box, image)}
            onKeyDown={(event) => onAreaKeyDown(area, event)}
          >
            <span className="pc-blur__handle" data-handle aria-hidden />
          </div>
        ))}
        {draft && <div className="pc-blur__area pc-blur__area--draft" style={boxPercent(draft, image)} aria-hidden />}
      </div>
    </div>
  );
}

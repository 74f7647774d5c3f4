import { CONSENSUS_LAYOUT, type SummarySection } from '@pc/contracts';

/** The form's outline (spec §2): one entry per section, with the anchor it scrolls to. */
export const OUTLINE_ENTRIES: readonly { section: SummarySection; label: string; anchor: string }[] = [
  { section: 'summaryTitle', label: 'Patient case and summary title', anchor: 'summary-title' },
  { section: 'communityConsensus', label: 'Community consensus', anchor: 'community-consensus' },
  { section: 'conclusion', label: 'Conclusion', anchor: 'conclusion' },
  { section: 'definitions', label: 'Definitions', anchor: 'definitions' },
  { section: 'listOfReferences', label: 'List of references', anchor: 'list-of-references' },
];

/** Whether the outline sits beside the form (above 1350 px) rather than behind the menu button. */
export const outlineBesideForm = (windowWidth: number): boolean => windowWidth > CONSENSUS_LAYOUT.outlineMinWidth;

/**
 * How far above a section the page stops when an outline entry is chosen (spec §9: 250 px below the
 * outline width, 350 px above it), so the section's heading is not hidden under the header.
 */
export const outlineScrollOffset = (windowWidth: number): number =>
  outlineBesideForm(windowWidth) ? CONSENSUS_LAYOUT.scrollOffsetWide : CONSENSUS_LAYOUT.scrollOffsetNarrow;

/** The page's scroll position that puts a section `offset` px below the window's top. */
export const scrollTargetTop = (sectionTop: number, scrollY: number, windowWidth: number): number =>
  Math.max(0, sectionTop + scrollY - outlineScrollOffset(windowWidth));

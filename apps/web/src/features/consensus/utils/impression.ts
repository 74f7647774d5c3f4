/**
 * Whether this view of a consensus still owes its impression (spec §7: recorded when the reader is
 * known, once per view). `recorded` is the consensus already counted by this page instance, so a
 * re-render, or React running an effect twice, counts nothing more, while moving to another
 * consensus counts that one.
 */
export function owesImpression(
  consensusId: number | undefined,
  readerId: number | null | undefined,
  recorded: number | null,
): boolean {
  return consensusId !== undefined && readerId !== null && readerId !== undefined && recorded !== consensusId;
}

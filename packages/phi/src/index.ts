export { type DetectOptions, detectPhi } from './detect';
export { isPhiKind, PHI_KIND_LABELS, PHI_KINDS, type PhiFinding, type PhiKind } from './kinds';

import type { Permission } from '@pc/contracts';
import { SUMMARY_SUBMISSION } from '../consensus/consensus.policy.js';

/**
 * Who may name a case's positions and assign its answers (issue 24): whoever writes consensus
 * summaries, since the positions are the first step of writing one. The same permission as `POST strapi`.
 */
export const POSITIONS_EDITING: Permission[] = SUMMARY_SUBMISSION;

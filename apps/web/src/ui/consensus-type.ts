import type { ConsensusType } from '@pc/contracts';
import type { ChipColor } from './Chip';

/** Each consensus type has its own chip colour, the same on the tile and on the consensus page. */
export const CONSENSUS_TYPE_COLORS: Record<ConsensusType, ChipColor> = {
  Clinical: 'teal',
  Community: 'purple',
  'Expert On Call': 'blue',
  'Event Coverage': 'cyan',
};

export const consensusTypeColor = (type: string): ChipColor => CONSENSUS_TYPE_COLORS[type as ConsensusType] ?? 'gray';

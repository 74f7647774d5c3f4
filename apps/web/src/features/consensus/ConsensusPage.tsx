import { useParams } from 'react-router';
import { ConsensusReading } from './components/ConsensusReading';
import { consensusIdParam } from './utils/route-params';

/** /consensuses/{id}: a published consensus, for members with user_content (spec §2). */
export default function ConsensusPage() {
  const { id } = useParams();
  return <ConsensusReading id={consensusIdParam(id)} status="published" reader="member" />;
}

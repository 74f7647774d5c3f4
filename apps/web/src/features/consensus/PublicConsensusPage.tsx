import { useParams } from 'react-router';
import { TopBanner } from '../house-ads/components/TopBanner';
import { ConsensusReading } from './components/ConsensusReading';
import { consensusIdParam, consensusStatusParam } from './utils/route-params';

/**
 * /consensuses/{id}/{status}: the shareable address, open without signing in (spec §2). The server
 * serves a published consensus to anyone and any other status only to staff allowed to see it;
 * everyone else gets the not-found page. Spec §2 "ads and calls to action": a banner of untargeted
 * house ads under the call to action, for visitors and members alike.
 */
export default function PublicConsensusPage() {
  const { id, status } = useParams();
  return (
    <ConsensusReading
      id={consensusIdParam(id)}
      status={consensusStatusParam(status)}
      reader="public"
      footer={<TopBanner page="consensus" audience="public" />}
    />
  );
}

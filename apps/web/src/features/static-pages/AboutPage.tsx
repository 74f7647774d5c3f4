import { Text } from '@mantine/core';
import { StaticPage } from './StaticPage';

export default function AboutPage() {
  return (
    <StaticPage title="About Peer Consults">
      <Text>
        Peer Consults is a clinical knowledge network for verified US physicians. Each week moderators post real-world
        clinical questions; members answer, discuss and rate each other’s consults, and our team summarises what the
        community concluded in case consensuses.
      </Text>
      <Text>Membership is free for physicians and healthcare professionals with a valid NPI number.</Text>
    </StaticPage>
  );
}

import { Accordion, Text, Title } from '@mantine/core';
import { REWARDS } from '@pc/contracts';
import { useSession } from '../auth/session';
import { StaticPage } from './StaticPage';

const GENERAL = [
  {
    q: 'What is Peer Consults?',
    a: 'A peer-to-peer clinical knowledge network where verified US physicians and other healthcare professionals answer clinical questions, rate each other’s answers and read the consensus the community reaches.',
  },
  {
    q: 'How often are new questions posted?',
    a: 'Questions are posted about once a week; across all specialties about 10 to 15 new cases appear each week.',
  },
  {
    q: 'Who can see my answers?',
    a: 'Only other verified members. Published case consensuses quote answers and may be read publicly.',
  },
  {
    q: 'How is my identity verified?',
    a: 'Every member account is tied to a National Provider Identifier (NPI) that we check against the NPI standard.',
  },
];

const REWARD_ITEMS = [
  {
    q: 'How do rewards work?',
    a: `You earn a gift-card reward for your first answer to an eligible question, up to ${REWARDS.perPeriodMax} rewards per weekly period. A period starts Sunday 12am UTC and ends Saturday 11:59pm UTC.`,
  },
  {
    q: 'When do I receive my gift card?',
    a: 'Rewards are processed on Monday and can take up to 3 business days; notifications typically arrive on Wednesday. Gift card codes never expire and we keep them for 1 year.',
  },
  {
    q: 'Are honoraria taxable?',
    a: `If your rewards pass $${REWARDS.form1099ThresholdUsd} in a calendar year we issue a 1099.`,
  },
];

function Items({ items }: { items: { q: string; a: string }[] }) {
  return (
    <Accordion variant="separated">
      {items.map((item) => (
        <Accordion.Item key={item.q} value={item.q}>
          <Accordion.Control>{item.q}</Accordion.Control>
          <Accordion.Panel>
            <Text>{item.a}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** FAQ; the rewards and honoraria section is only for signed-in members (spec §2). */
export default function FaqPage() {
  const { user } = useSession();
  return (
    <StaticPage title="Frequently asked questions">
      <Items items={GENERAL} />
      {user && (
        <>
          <Title order={2} size="h3">
            Rewards and honoraria
          </Title>
          <Items items={REWARD_ITEMS} />
        </>
      )}
    </StaticPage>
  );
}

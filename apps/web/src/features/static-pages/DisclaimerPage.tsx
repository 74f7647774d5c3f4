import { Button, Collapse, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { StaticPage } from './StaticPage';

export const DISCLAIMER_TEXT =
  'Content on Peer Consults is written by healthcare professionals for healthcare professionals. It is not medical advice for any individual patient; clinical decisions remain the responsibility of the treating physician. Do not post information that identifies a patient.';

export default function DisclaimerPage() {
  // The configured privacy-policy link (`/disclaimer#privacy-policy` by default) opens it unfolded.
  const [open, { toggle }] = useDisclosure(useLocation().hash === '#privacy-policy');
  return (
    <StaticPage title="Disclaimer">
      <Text>{DISCLAIMER_TEXT}</Text>
      <Button variant="subtle" onClick={toggle} aria-expanded={open} aria-controls="privacy-policy" w="fit-content">
        {open ? 'Hide privacy policy' : 'Show privacy policy'}
      </Button>
      <Collapse expanded={open} id="privacy-policy">
        <Text size="sm">
          We store your name, e-mail address, NPI number and specialty to verify your membership, and what you write to
          show it to other members. We never sell personal data. You can ask member services for a copy of your data or
          for its deletion at any time.
        </Text>
      </Collapse>
    </StaticPage>
  );
}

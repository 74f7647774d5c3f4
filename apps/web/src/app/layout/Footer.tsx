import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MEMBER_SERVICES_EMAIL, SITE } from '../../lib/site-config';
import { SiteAnchor } from '../../ui/SiteAnchor';

export function Footer({ inverted = false }: { inverted?: boolean }) {
  const c = inverted ? 'gray.2' : 'dimmed';
  return (
    <Container component="footer" size="lg" py="lg" w="100%">
      <Group justify="space-between" gap="sm">
        <Group gap="md" component="nav" aria-label="Footer">
          <SiteAnchor href={SITE.links.about} c={c} size="sm">
            About
          </SiteAnchor>
          <Anchor component={Link} to="/disclaimer" c={c} size="sm">
            Disclaimer
          </Anchor>
          <SiteAnchor href={SITE.links.contactSupport} c={c} size="sm">
            Contact Us
          </SiteAnchor>
        </Group>
        <Text size="sm" c={c}>
          Member services:{' '}
          <Anchor href={`mailto:${MEMBER_SERVICES_EMAIL}`} c={inverted ? 'white' : undefined} size="sm">
            {MEMBER_SERVICES_EMAIL}
          </Anchor>
        </Text>
      </Group>
    </Container>
  );
}

import { Anchor, type AnchorProps } from '@mantine/core';
import { isInternalLink } from '@pc/contracts';
import { Link } from 'react-router';

/**
 * A link to one of the site's configured addresses (`SITE.links`): an in-app path moves within the app,
 * another site opens in a new tab.
 */
type Props = AnchorProps & { href: string; children: React.ReactNode; onClick?: () => void };

export function SiteAnchor({ href, children, ...props }: Props) {
  if (isInternalLink(href)) {
    return (
      <Anchor component={Link} to={href} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </Anchor>
  );
}

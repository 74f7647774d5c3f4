import { Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { REWARDS_ENABLED } from '../../app/feature-flags';
import { useSession } from '../auth/session';
import { AboutMe } from './components/AboutMe';
import { FeatureTip } from './components/FeatureTip';
import { MySettings } from './components/MySettings';
import { showsRewardsTab } from './profile-tabs';

const TABS = ['about', 'settings'] as const;
type ProfileTab = (typeof TABS)[number];

/** /my/profile (spec §2 Profile): About me and My Settings, with a Rewards tab for members. */
export default function ProfilePage() {
  useDocumentTitle('My profile · Peer Consults');
  const { user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = TABS.includes(requested as ProfileTab) ? (requested as ProfileTab) : 'about';
  if (!user) return null;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>My profile</Title>
          <Text c="dimmed">
            {user.firstName} {user.lastName} · {user.roleName}
          </Text>
        </div>
        <Paper p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <Tabs
            value={tab}
            onChange={(value) => {
              if (value === 'rewards') navigate('/my/rewards');
              else if (value) setParams(value === 'about' ? {} : { tab: value }, { replace: true });
            }}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab value="about">About me</Tabs.Tab>
              <FeatureTip
                name="profile.my-settings"
                label="Tips like this one point out features the first time you meet them. Turn them on or off under My Settings."
                active={tab === 'about'}
              >
                <Tabs.Tab value="settings">My Settings</Tabs.Tab>
              </FeatureTip>
              {showsRewardsTab(user.roleKey, REWARDS_ENABLED) && <Tabs.Tab value="rewards">Rewards</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="about">
              <AboutMe user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <MySettings user={user} />
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}

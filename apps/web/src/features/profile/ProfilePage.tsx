import { Center, Container, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { roleLabel } from '@pc/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { REWARDS_ENABLED } from '../../app/feature-flags';
import { useSession } from '../auth/session';
import { NotificationPreferences } from '../notifications/components/NotificationPreferences';
import { AboutMe } from './components/AboutMe';
import { FeatureTipNote, useFeatureTip } from './components/FeatureTip';
import { MySettings } from './components/MySettings';
import { type ProfileTab, profileTabAt, profileTabPath, showsRewardsTab } from './profile-tabs';

// Only members open the Rewards tab: its code and calls stay out of everyone else's profile.
const RewardsOverview = lazy(() => import('../rewards/RewardsOverview'));

const TIP_ID = 'pc-profile-tip';
const TIP_LABEL =
  'Tips like this one point out features the first time you meet them. Turn them on or off under My Settings.';

/**
 * /my/profile and /my/rewards (spec §2 Profile, Rewards): About me, My Settings, Notifications and, for members
 * while rewards are enabled, Rewards. Each tab has its own address, so the user menu's Rewards item
 * and a shared link open the right one.
 */
export default function ProfilePage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const rewardsTab = Boolean(user && showsRewardsTab(user.roleKey, REWARDS_ENABLED));
  const tab = profileTabAt(location.pathname, location.search, rewardsTab);
  const tip = useFeatureTip('profile.my-settings', tab === 'about');
  useDocumentTitle(tab === 'rewards' ? 'My rewards · Peer Consults' : 'My profile · Peer Consults');
  if (!user) return null;
  if (!tab) return <Navigate to={profileTabPath('about')} replace />;

  return (
    <Container size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>My profile</Title>
          <Text c="dimmed">
            {user.firstName} {user.lastName} · {roleLabel(user.roleKey)}
          </Text>
        </div>
        <Paper p={{ base: 'sm', sm: 'xl' }} shadow="sm">
          <Tabs
            value={tab}
            keepMounted={false}
            onChange={(value) => {
              if (!value || value === tab) return;
              // Switching between the /my/profile tabs does not fill the history; opening Rewards does.
              navigate(profileTabPath(value as ProfileTab), { replace: tab !== 'rewards' && value !== 'rewards' });
            }}
          >
            <Tabs.List mb="lg">
              <Tabs.Tab value="about">About me</Tabs.Tab>
              <Tabs.Tab value="settings" aria-describedby={tip.opened ? TIP_ID : undefined}>
                My Settings
              </Tabs.Tab>
              <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
              {rewardsTab && <Tabs.Tab value="rewards">Rewards</Tabs.Tab>}
            </Tabs.List>
            {tip.opened && (
              <FeatureTipNote id={TIP_ID} label={TIP_LABEL} onDismiss={tip.dismiss} dismissing={tip.dismissing} />
            )}
            <Tabs.Panel value="about">
              <AboutMe user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <MySettings user={user} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationPreferences permissions={user.permissions} />
            </Tabs.Panel>
            {rewardsTab && (
              <Tabs.Panel value="rewards">
                <Suspense
                  fallback={
                    <Center py="xl">
                      <Loader role="status" aria-label="Loading rewards" />
                    </Center>
                  }
                >
                  <RewardsOverview />
                </Suspense>
              </Tabs.Panel>
            )}
          </Tabs>
        </Paper>
      </Stack>
    </Container>
  );
}

import { type AppPage, PAGE_ACCESS } from '@pc/contracts';
import { Outlet, type RouteObject } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { EitherLayout } from './layout/EitherLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RouteGuard } from './RouteGuard';
import { RouteError } from './RouteError';
import { HomeRedirect, RootRoute } from './RootRoute';

/**
 * Every screen of spec §2. Pages load lazily, so the moderator area's code is never fetched by
 * members. A protected route names the permissions that open it (any one is enough).
 */
type Page = () => Promise<{ default: React.ComponentType }>;

const page = (load: Page): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A route that only members holding one of its permissions may open (spec §6 route guard), as the
 * contracts' page table says: landing is derived from the same table.
 */
export const guarded = (path: AppPage, load: Page): RouteObject => ({
  path,
  element: (
    <RouteGuard permissions={PAGE_ACCESS[path]}>
      <Outlet />
    </RouteGuard>
  ),
  children: [{ index: true, ...page(load) }],
});

/** Sign-in and registration: only ever for visitors. */
export const publicRoutes: RouteObject[] = [
  { path: '/login', ...page(() => import('../features/auth/LoginPage')) },
  { path: '/logout', ...page(() => import('../features/auth/LogoutPage')) },
  { path: '/redirecting', ...page(() => import('../features/auth/RedirectingPage')) },
  { path: '/login_magic', ...page(() => import('../features/auth/MagicLinkPage')) },
  { path: '/redirect', ...page(() => import('../features/auth/RedirectPage')) },
  { path: '/registration', ...page(() => import('../features/auth/registration/RegistrationPage')) },
  { path: '/registration/success', ...page(() => import('../features/auth/registration/RegistrationSuccessPage')) },
  { path: '/registration/member-services', ...page(() => import('../features/auth/registration/MemberServicesPage')) },
];

/** Open to anyone; shown in the app's shell to a signed-in person, in the public one otherwise. */
export const openRoutes: RouteObject[] = [
  { path: '/faq', ...page(() => import('../features/static-pages/FaqPage')) },
  { path: '/about', ...page(() => import('../features/static-pages/AboutPage')) },
  { path: '/disclaimer', ...page(() => import('../features/static-pages/DisclaimerPage')) },
  { path: '/support', ...page(() => import('../features/static-pages/SupportPage')) },
  { path: '/no-permissions', ...page(() => import('../features/errors/NoPermissionsPage')) },
  { path: '/404', ...page(() => import('../features/errors/NotFoundPage')) },
  // The shareable consensus address: open without signing in (spec §2; unpublished ones are not found).
  { path: '/consensuses/:id/:status', ...page(() => import('../features/consensus/PublicConsensusPage')) },
];

/** Pages inside the authenticated layout. */
export const appRoutes: RouteObject[] = [
  guarded('/my/profile', () => import('../features/profile/ProfilePage')),
  // The Rewards tab of the profile page has its own address (spec §2); members only, see ProfilePage.
  guarded('/my/rewards', () => import('../features/profile/ProfilePage')),
  guarded('/notifications', () => import('../features/notifications/NotificationsPage')),
  guarded('/questions', () => import('../features/feed/MySpecialtyPage')),
  guarded('/consensuses', () => import('../features/consensus/ConsensusListPage')),
  guarded('/consensuses/:id', () => import('../features/consensus/ConsensusPage')),
  guarded('/questions_other', () => import('../features/feed/OtherSpecialtiesPage')),
  guarded('/questions/:id', () => import('../features/question/QuestionPage')),
  guarded('/moderator/questions', () => import('../features/moderator/questions/QuestionsListPage')),
  guarded('/moderator/questions/new', () => import('../features/moderator/questions/QuestionFormPage')),
  guarded('/moderator/questions/:id', () => import('../features/moderator/questions/QuestionFormPage')),
  guarded('/moderator/questions/:id/details', () => import('../features/moderator/questions/QuestionDetailsPage')),
  guarded('/moderator/questions-npis', () => import('../features/moderator/questions/QuestionNpisPage')),
  guarded('/moderator/phi-confirmations', () => import('../features/moderator/phi-confirmations/PhiConfirmationsPage')),
  guarded('/moderator/users', () => import('../features/moderator/users/UsersListPage')),
  guarded('/moderator/users/new', () => import('../features/moderator/users/UserFormPage')),
  guarded('/moderator/users/:id', () => import('../features/moderator/users/UserFormPage')),
  guarded('/moderator/users/:id/rewards', () => import('../features/moderator/users/UserRewardsPage')),
  guarded('/moderator/search', () => import('../features/moderator/search/SearchPage')),
  guarded('/moderator/ads', () => import('../features/house-ads/HouseAdsPage')),
  guarded('/moderator/rewards/codes', () => import('../features/moderator/rewards/GiftCardCodesPage')),
  guarded('/moderator/system', () => import('../features/moderator/system/SystemPage')),
  guarded('/moderator/submitSummary', () => import('../features/consensus-submission/SubmitSummaryPage')),
  guarded('/moderator/consensus-review', () => import('../features/moderator/consensus-review/ConsensusReviewPage')),
  guarded(
    '/moderator/consensus-summary-preview/:id/:status',
    () => import('../features/moderator/consensus-preview/ConsensusPreviewPage'),
  ),
  // The status is optional: a peer challenge opens published unless the address says otherwise (spec §4).
  guarded(
    '/moderator/peer-challenge-preview/:id/:status?',
    () => import('../features/moderator/peer-challenge-preview/PeerChallengePreviewPage'),
  ),
  guarded(
    '/moderator/global_programs/overview',
    () => import('../features/moderator/global-programs/GlobalProgramsPage'),
  ),
  guarded(
    '/moderator/global_programs/create_emails',
    () => import('../features/moderator/create-emails/CreateEmailsPage'),
  ),
  guarded('/admin/registration', () => import('../features/moderator/users/AdminRegistrationPage')),
  guarded('/moderator/design/components', () => import('../features/moderator/design/DesignComponentsPage')),
];

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { element: <PublicLayout />, children: publicRoutes },
      { element: <EitherLayout />, children: openRoutes },
      { element: <AppLayout />, children: appRoutes },
      {
        element: <EitherLayout />,
        children: [{ path: '*', ...page(() => import('../features/errors/NotFoundPage')) }],
      },
    ],
  },
];

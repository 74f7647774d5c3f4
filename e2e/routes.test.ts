import {
  type ConsensusList,
  type ConsensusReviewList,
  type CurrentUser,
  type DtiLink,
  hasAnyPermission,
  type InternalTopicListItem,
  type Permission,
  ROLES,
  type RoleDefinition,
  type RoleKey,
  type UserList,
} from '@pc/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/product';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { apiWith, tokenFor } from './support/moderator-tools';
import { type HeaderWalk, walkHeaderLinks, walkPhoneMenu, walkUserMenu } from './support/header-walk';
import { goInApp, type PageExpectation, waitForPage } from './support/route-walk';
import {
  acceptDisclaimerIfPrompted,
  accessTokenOf,
  DEMO_PASSWORD,
  signIn,
  submitIssuerSignIn,
  waitForLanding,
} from './support/sign-in';
import { axeAtBothWidths, DESKTOP, PHONE } from './support/user-pages';

/**
 * Issue 12: every route of spec §2 as every demo role. The table below is written from the spec
 * (§2 routes and the permissions each needs, §4 landing, §6 guard), not read from routes.tsx, so the
 * app can fail it. A role holding one of a route's permissions (its ROLES preset) sees the page's
 * heading; any other role sees the no-permissions page. Each role signs in once and moves by in-app
 * navigation; it then clicks every header and user-menu item. axe runs at 1280 and 390 px on each
 * distinct page once per group of roles that see the same thing (HCP, the second HCP and test HCP
 * share a permission set and are all members, so only the first runs it), plus the header and menus.
 * Every finding is collected and listed by the last test, so one run shows all of them.
 */

const NO_PERMISSIONS_TEXT = 'You do not have appropriate permissions for this application.';
const NO_PERMISSIONS: PageExpectation = {
  path: '/no-permissions',
  heading: /no permissions/i,
  mark: { selector: '#main', text: NO_PERMISSIONS_TEXT },
};
const notFound = (path: string): PageExpectation => ({ path, heading: 'Page not found' });
/** The issuer's own sign-in page, where /login sends a visitor (spec §7 redirect flow). */
const ISSUER_SIGN_IN: PageExpectation = {
  path: /^\/oidc\//,
  heading: 'Sign in',
  mark: { selector: 'input[type="password"]' },
};

/**
 * Demo sign-ins (one per role, three members), in the order they walk. The second HCP first opens a
 * guarded page signed out, so its sign-in ends on that stored target (spec §4's other HCP landing).
 */
const DEMO: readonly { email: string; role: RoleKey; startAt?: string }[] = [
  { email: 'admin@example.org', role: 'administrator' },
  { email: 'moderator@example.org', role: 'moderator' },
  { email: 'iqmoderator@example.org', role: 'iq_moderator' },
  { email: 'hcp@example.org', role: 'hcp' },
  { email: 'hcp2@example.org', role: 'hcp', startAt: '/questions_other' },
  { email: 'testhcp@example.org', role: 'test_hcp' },
  { email: 'salesdemo@example.org', role: 'sales_demo' },
  { email: 'sales@example.org', role: 'sales_representative' },
  { email: 'initial@example.org', role: 'initial' },
];

interface Walker {
  email: string;
  role: RoleDefinition;
  permissions: readonly Permission[];
  /** A guarded address opened signed out, which the sign-in returns to. */
  startAt?: string;
  /** The first of the roles that see the same pages runs axe for all of them. */
  runsAxe: boolean;
}

const roleOf = (key: RoleKey) => ROLES.find((r) => r.key === key)!;
const axeGroup = (role: RoleDefinition) => `${[...role.preset].sort().join(',')}|${role.isMember}`;
const WALKERS: Walker[] = DEMO.map(({ email, role: key, startAt }, i) => {
  const role = roleOf(key);
  const firstOfGroup = DEMO.findIndex((d) => axeGroup(roleOf(d.role)) === axeGroup(role)) === i;
  return { email, role, permissions: role.preset, startAt, runsAxe: firstOfGroup };
});

const has = (w: Walker, p: Permission) => w.permissions.includes(p);

/**
 * Spec §4 post-sign-in landing. HCP and test HCP without a stored target go to the "default consensus
 * page", Case Consensuses. Roles §4 does not name follow docs/architecture.md's decision: every role
 * lands on the first page it can open (IQ Moderator takes the Moderator order, Sales Representative
 * Case Consensuses, which its header offers), and on the no-permissions page only when it opens none
 * (Initial).
 */
function specLanding(w: Walker): PageExpectation {
  switch (w.role.key) {
    case 'hcp':
    case 'test_hcp':
      if (w.startAt === '/questions_other') return { path: '/questions_other', heading: 'Other Specialties' };
      return { path: '/consensuses', heading: 'Case Consensuses' };
    case 'sales_demo':
      return has(w, 'patient_cases_other_specialties') && !has(w, 'patient_cases_my_specialty')
        ? { path: '/questions_other', heading: 'Other Specialties' }
        : { path: '/questions', heading: 'My Specialty' };
    case 'administrator':
      return { path: '/moderator/questions', heading: 'All Questions' };
    case 'moderator':
    case 'iq_moderator':
      if (has(w, 'all_patient_cases_management')) return { path: '/moderator/questions', heading: 'All Questions' };
      if (has(w, 'summary_submission')) return { path: '/moderator/submitSummary', heading: 'Submit a Summary' };
      if (has(w, 'search')) return { path: '/moderator/search', heading: 'Search' };
      return NO_PERMISSIONS;
    case 'sales_representative':
      return has(w, 'user_content') ? { path: '/consensuses', heading: 'Case Consensuses' } : NO_PERMISSIONS;
    default:
      return NO_PERMISSIONS;
  }
}

interface SpecRoute {
  path: string;
  /** The permissions spec §2 names (any one opens the page); [] = anyone signed in. */
  needs: readonly Permission[];
  page: (w: Walker) => PageExpectation;
}

/** Real ids from the demo data, looked up once through the API. */
interface DemoIds {
  question: { id: number; title: string };
  consensus: { id: number; title: string };
  consensusInReview: number;
  user: { id: number; name: string };
  peerChallenge: { id: number; title: string };
  resourcesUrl: string;
}

const QUESTION_READERS: Permission[] = [
  'patient_cases_my_specialty',
  'patient_cases_other_specialties',
  'active_patient_case_management',
  'all_patient_cases_management',
];
const MY_FEED: Permission[] = ['patient_cases_my_specialty', 'active_patient_case_management'];
const programsTab = (to: string) => ({
  selector: `nav[aria-label="Global programs"] a[aria-current="page"][href="${to}"]`,
});

/** The signed-in routes of spec §2 and what each shows. */
function signedInRoutes(ids: DemoIds): SpecRoute[] {
  // Administrators open /questions through active case management: the header calls it Public Questions.
  const myFeed = (w: Walker): PageExpectation => ({
    path: '/questions',
    heading: has(w, 'patient_cases_my_specialty') ? 'My Specialty' : 'Public Questions',
  });
  const other: PageExpectation = { path: '/questions_other', heading: 'Other Specialties' };
  const q = ids.question;
  const u = ids.user;
  const fixed = (
    path: string,
    needs: readonly Permission[],
    heading: string | RegExp,
    more: Partial<PageExpectation> = {},
  ) => ({
    path,
    needs,
    // A trailing-slash variant ends on the address without the slash.
    page: (): PageExpectation => ({ path: path.split('?')[0]!.replace(/(.)\/$/, '$1'), heading, ...more }),
  });
  return [
    // Root and /login send a signed-in member to their landing (spec §2, §4); a stored target is used once.
    { path: '/', needs: [], page: (w) => specLanding({ ...w, startAt: undefined }) },
    { path: '/login', needs: [], page: (w) => specLanding({ ...w, startAt: undefined }) },
    { path: '/questions', needs: MY_FEED, page: myFeed },
    { path: '/questions/', needs: MY_FEED, page: myFeed },
    { path: '/questions_other', needs: ['patient_cases_other_specialties'], page: () => other },
    { path: '/questions_other/', needs: ['patient_cases_other_specialties'], page: () => other },
    fixed(`/questions/${q.id}`, QUESTION_READERS, q.title),
    fixed(`/questions/${q.id}?orderby=rating`, QUESTION_READERS, q.title),
    fixed(`/questions/${q.id}?orderby=date&type=redirected`, QUESTION_READERS, q.title),
    fixed('/consensuses', ['user_content'], 'Case Consensuses', {
      mark: { selector: '#main', text: 'Read and respond to Consensuses' },
    }),
    // Spec §2 names the feeds' trailing-slash variants; the others redirect the same way.
    fixed('/consensuses/', ['user_content'], 'Case Consensuses'),
    fixed(`/consensuses/${ids.consensus.id}`, ['user_content'], ids.consensus.title),
    fixed('/my/profile', [], 'My profile', { mark: { selector: '[role="tab"]', text: 'About me' } }),
    // Issue 25: every signed-in user's own notifications.
    fixed('/notifications', [], 'Notifications'),
    {
      // The Rewards tab is the members' (spec §2 Header); anyone else gets the profile's About me.
      path: '/my/rewards',
      needs: [],
      page: (w) =>
        w.role.isMember
          ? {
              path: '/my/rewards',
              heading: 'My profile',
              mark: { selector: '[role="tab"][aria-selected="true"]', text: 'Rewards' },
            }
          : { path: '/my/profile', heading: 'My profile' },
    },
    fixed('/moderator/submitSummary', ['summary_submission'], 'Submit a Summary'),
    fixed(
      `/moderator/consensus-summary-preview/${ids.consensus.id}/published`,
      ['summary_submission'],
      'Consensus preview',
      {
        mark: { selector: '#main h2, #main [class*="Title"]', text: ids.consensus.title },
      },
    ),
    fixed(
      `/moderator/peer-challenge-preview/${ids.peerChallenge.id}/published`,
      ['strapi_program_preview'],
      ids.peerChallenge.title,
      {
        mark: { selector: '#main', text: 'Peer Challenge' },
      },
    ),
    fixed('/moderator/users', ['user_management'], 'Users'),
    fixed('/moderator/users?pageNumber=1&count=10&searchValue=Ruiz', ['user_management'], 'Users', {
      mark: { selector: '#main', text: 'hcp2@example.org' },
    }),
    fixed('/moderator/users/new', ['user_management'], 'Create User'),
    fixed(`/moderator/users/${u.id}`, ['user_management'], `Edit user: ${u.name}`),
    // Spec §6: moderators view any user's rewards too (their all-cases management).
    fixed(
      `/moderator/users/${u.id}/rewards`,
      ['user_management', 'all_patient_cases_management'],
      `Rewards: ${u.name}`,
    ),
    fixed('/moderator/questions', ['all_patient_cases_management'], 'All Questions'),
    fixed('/moderator/questions/', ['all_patient_cases_management'], 'All Questions'),
    fixed('/moderator/questions/new', ['all_patient_cases_management'], 'Create question'),
    fixed(`/moderator/questions/${q.id}`, ['all_patient_cases_management'], 'Edit question'),
    fixed(`/moderator/questions/${q.id}/details`, ['all_patient_cases_management'], q.title),
    fixed('/moderator/questions-npis', ['all_patient_cases_management'], 'Question NPIs'),
    // Spec §6: moderators and administrators manage global program priorities; e-mails are administrators'.
    fixed('/moderator/global_programs/overview', ['programs', 'all_patient_cases_management'], 'Global programs', {
      mark: programsTab('/moderator/global_programs/overview'),
    }),
    fixed('/moderator/global_programs/create_emails', ['programs'], 'Global programs', {
      mark: programsTab('/moderator/global_programs/create_emails'),
    }),
    fixed('/moderator/search', ['search'], 'Search'),
    fixed('/moderator/search?searchValue=aspirin', ['search'], 'Search'),
    fixed('/moderator/design/components', ['user_management'], 'Design components'),
    // Not in spec §2: the house ads of spec §9, managed by Administrators (the only holders of programs).
    fixed('/moderator/ads', ['programs'], 'House ads'),
    // An external redirect; this build's admin registration address is the public /registration page.
    {
      path: '/admin/registration',
      needs: ['user_management'],
      page: () => ({ path: '/registration', heading: 'Join Peer Consults' }),
    },
  ];
}

/** Public routes of spec §2, opened signed out. */
function publicRoutes(ids: DemoIds): { path: string; page: PageExpectation }[] {
  const at = (path: string, heading: string | RegExp, more: Partial<PageExpectation> = {}) => ({
    path,
    page: { path: path.split('?')[0]!, heading, ...more },
  });
  return [
    at('/faq', 'Frequently asked questions'),
    at('/about', /^About/),
    at('/disclaimer', 'Disclaimer'),
    at('/support', /support/i),
    at('/registration', 'Join Peer Consults'),
    at('/registration/success', 'Thank you for your interest'),
    at('/registration/member-services', 'Member services'),
    at('/login_magic', 'E-mail me a sign-in link'),
    at('/no-permissions', NO_PERMISSIONS.heading, { mark: NO_PERMISSIONS.mark }),
    at('/logout', 'Log out', { mark: { selector: '#main', text: 'You are signed out' } }),
    at(`/consensuses/${ids.consensus.id}/published`, ids.consensus.title),
    {
      path: `/consensuses/${ids.consensusInReview}/in_review`,
      page: notFound(`/consensuses/${ids.consensusInReview}/in_review`),
    },
    { path: '/redirect?redirectUrl=%2Ffaq', page: { path: '/faq', heading: 'Frequently asked questions' } },
    { path: `/redirect?redirectUrl=${encodeURIComponent('https://evil.example.com/phish')}`, page: notFound('/404') },
    { path: '/redirect?redirectUrl=%2F%2Fevil.example.com%2Fphish', page: notFound('/404') },
    { path: '/404', page: notFound('/404') },
    { path: '/no/such/page', page: notFound('/no/such/page') },
  ];
}

/** The configured external addresses (apps/web/src/app/external-links.ts defaults; this build sets none). */
const EXTERNAL: Record<string, string | undefined> = {
  Home: 'https://consults.peerconsults.org/',
  'Submit Patient Case': 'https://consults.peerconsults.org/submit-case',
  'My Cases & Consults': 'https://consults.peerconsults.org/my-cases',
};

let browser: Browser;
let ids: DemoIds;
let routes: SpecRoute[];
/** Wrong pages per walk, and axe and width findings, each named by role and page. */
const wrongPages: string[] = [];
const axeFindings: string[] = [];
const scriptErrors: string[] = [];
const axedPages = new Map<string, Set<string>>();
/** WALK_TIMING=1 prints how long each step took, to keep the file inside its 3-minute budget. */
const TIMING = process.env.WALK_TIMING === '1';
let mark = Date.now();
const lap = (what: string) => {
  if (TIMING) console.log(`${String(Date.now() - mark).padStart(6)} ms ${what}`);
  mark = Date.now();
};

beforeAll(async () => {
  browser = await launchBrowser();
  // Resources is for holders of diseases_and_treatment_information, which administrators lack.
  const [admin, moderator] = await Promise.all([
    tokenFor(baseUrl, 'admin@example.org'),
    tokenFor(baseUrl, 'moderator@example.org'),
  ]);
  const api = <T>(url: string) => apiWith<T>(baseUrl, admin, 'GET', url);
  const [topics, consensuses, review, users, challenge, dti] = await Promise.all([
    api<{ data: InternalTopicListItem[] }>('/internal/topics?status=1&count=50'),
    api<ConsensusList>('/strapi/consensuses'),
    api<ConsensusReviewList>('/consensus/review?scope=review'),
    api<UserList>('/users?searchValue=hcp2%40example.org'),
    api<{ id: number; title: string }>('/strapi/peer-challenges/1/published'),
    apiWith<DtiLink>(baseUrl, moderator, 'GET', '/programs/dti_link'),
  ]);
  const question = topics.data.find((t) => !t.useNpiMap) ?? topics.data[0];
  const inReview = review.consensuses.find((c) => c.status === 'in_review');
  const user = users.data.find((x) => x.email === 'hcp2@example.org');
  if (!question || !consensuses.consensuses[0] || !inReview || !user || !dti.success) {
    throw new Error(
      'the demo data lacks an active question, a published and an in-review consensus, hcp2 or the resources link',
    );
  }
  ids = {
    question: { id: question.id, title: question.title },
    consensus: { id: consensuses.consensuses[0].id, title: consensuses.consensuses[0].ConsensusTitle },
    consensusInReview: inReview.id,
    user: { id: user.id, name: `${user.firstName} ${user.lastName}` },
    peerChallenge: { id: challenge.id, title: challenge.title },
    resourcesUrl: dti.url,
  };
  routes = signedInRoutes(ids);
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(context: BrowserContext, who: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (err) => scriptErrors.push(`${who} at ${new URL(page.url()).pathname}: ${err.message}`));
  return page;
}

/** axe and the 390 px width check, once per page and group of roles that see the same thing. */
async function axePage(page: Page, w: Walker | null, expected: PageExpectation) {
  if (w && !w.runsAxe) return;
  const group = w ? axeGroup(w.role) : 'signed out';
  const key = `${expected.path} ${expected.heading}`;
  const seen = axedPages.get(group) ?? new Set<string>();
  axedPages.set(group, seen);
  if (seen.has(key)) return;
  seen.add(key);
  const who = w ? w.role.name : 'signed out';
  for (const finding of await axeAtBothWidths(page))
    axeFindings.push(`${who} ${new URL(page.url()).pathname}: ${finding}`);
}

/** axe on a part of the page (header, menu, drawer) at the current width. */
async function axePart(page: Page, who: string, what: string, selectors: string[]) {
  for (const finding of await seriousAxeViolations(page, { include: selectors }))
    axeFindings.push(`${who} ${what}: ${finding}`);
}

/** What an in-app address of the header or user menu must open for this role. */
function expectationFor(w: Walker, path: string): PageExpectation | null {
  const route = routes.find((r) => r.path === path);
  if (!route) return null;
  return hasAnyPermission(w.permissions, route.needs) ? route.page(w) : NO_PERMISSIONS;
}

/** Spec §2 Header: Profile, Rewards, My Cases & Consults, Logout for HCP and test HCP; Profile and Logout for others. */
const specUserMenu = (w: Walker) =>
  w.role.isMember ? ['Profile', 'Rewards', 'My Cases & Consults', 'Logout'] : ['Profile', 'Logout'];

describe('every route of spec §2, as every demo role', () => {
  it('opens the public routes signed out; the redirect route follows only its allow-list; / and guarded routes go to sign-in', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // The allowed partner site is outside this closed network: answer for it, to see the browser arrive.
    await context.route('https://consults.peerconsults.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Partner</title><h1>Partner site</h1>' }),
    );
    const page = await newPage(context, 'signed out');
    const wrong: string[] = [];
    await page.goto(`${baseUrl}/faq`);
    for (const route of publicRoutes(ids)) {
      await goInApp(page, route.path);
      const problem = await waitForPage(page, route.page);
      lap(`signed out ${route.path}`);
      if (problem) wrong.push(`${route.path}: ${problem}`);
      else await axePage(page, null, route.page);
      lap(`signed out ${route.path} axe`);
    }
    await axePart(page, 'signed out', 'the public header and footer', ['header', 'footer']);
    await page.setViewportSize(PHONE);
    await axePart(page, 'signed out', 'the public header and footer at 390 px', ['header', 'footer']);
    await page.setViewportSize(DESKTOP);

    // An allow-listed partner address is followed; the browser leaves the app.
    const partner = 'https://consults.peerconsults.org/my-cases';
    await goInApp(page, `/redirect?redirectUrl=${encodeURIComponent(partner)}`);
    await page.waitForURL(partner).catch(() => wrong.push(`/redirect to ${partner}: stayed at ${page.url()}`));

    // Sign-in pages: root, /login, the post-login callback without a sign-in (spec §4: to login) and a guarded route.
    for (const path of ['/', '/login', '/redirecting', '/questions']) {
      await page.goto(`${baseUrl}${path}`);
      const problem = await waitForPage(page, ISSUER_SIGN_IN);
      if (problem) wrong.push(`${path}: ${problem}`);
    }
    for (const finding of await seriousAxeViolations(page))
      axeFindings.push(`signed out, the issuer's sign-in page: ${finding}`);
    await context.close();
    wrongPages.push(...wrong.map((x) => `signed out ${x}`));
    expect(wrong).toEqual([]);
  });

  for (const w of WALKERS) {
    it(`${w.email} (${w.role.name}) lands as spec §4 says, then every route, header and user-menu link`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await newPage(context, w.role.name);
      const wrong: string[] = [];
      lap('start');
      if (w.startAt) {
        // Signed out, the guarded page sends the browser to sign in and keeps the address to return to.
        await page.goto(`${baseUrl}${w.startAt}`);
        await submitIssuerSignIn(page, w.email, DEMO_PASSWORD);
        await waitForLanding(page, baseUrl);
        await acceptDisclaimerIfPrompted(page, baseUrl);
      } else {
        await signIn(page, baseUrl, w.email);
      }
      lap(`${w.email} sign-in`);
      const landing = specLanding(w);
      const landed = await waitForPage(page, landing);
      if (landed) wrong.push(`landing: ${landed}`);
      else await axePage(page, w, landing);

      const me = await apiWith<CurrentUser>(baseUrl, (await accessTokenOf(page))!, 'GET', '/current_user');
      if ([...me.permissions].sort().join() !== [...w.permissions].sort().join()) {
        wrong.push(
          `holds ${me.permissions.join(', ')} instead of the ${w.role.name} preset: the expectations below assume the preset`,
        );
      }

      for (const route of routes) {
        const expected = hasAnyPermission(w.permissions, route.needs) ? route.page(w) : NO_PERMISSIONS;
        await goInApp(page, route.path);
        const problem = await waitForPage(page, expected);
        lap(`${w.email} ${route.path}`);
        if (problem) wrong.push(`${route.path}: ${problem}`);
        else await axePage(page, w, expected);
        lap(`${w.email} ${route.path} axe`);
      }

      // The header lives in the signed-in layout: start from the profile, which every role may open.
      await goInApp(page, '/my/profile');
      await waitForPage(page, { path: '/my/profile', heading: 'My profile' });
      const walk: HeaderWalk = {
        page,
        baseUrl,
        expectationFor: (path) => expectationFor(w, path),
        externalHref: (label) => (label === 'Resources' ? ids.resourcesUrl : EXTERNAL[label]),
        axePart: w.runsAxe ? (what, selectors) => axePart(page, w.role.name, what, selectors) : undefined,
        wrong,
      };
      await walk.axePart?.('the header', ['header.pc-header', 'footer']);
      lap(`${w.email} header axe`);
      await walkHeaderLinks(walk);
      lap(`${w.email} header walk`);
      // The phone menu's links are clicked for one role with groups (both Questions and Programs).
      await walkPhoneMenu(walk, w.role.key === 'administrator');
      lap(`${w.email} phone`);
      await walkUserMenu(walk, specUserMenu(w), ISSUER_SIGN_IN);
      lap(`${w.email} user menu`);
      await context.close();
      wrongPages.push(...wrong.map((x) => `${w.role.name} (${w.email}) ${x}`));
      expect(wrong).toEqual([]);
    });
  }

  // Every finding of the run in one list: wrong pages (also failed above), axe, width and script errors.
  it('found no wrong page, no serious or critical axe finding, no page wider than 390 px and no script error', () => {
    expect([...wrongPages, ...axeFindings, ...scriptErrors]).toEqual([]);
  });
});

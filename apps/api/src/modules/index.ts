import type { FastifyPluginAsync } from 'fastify';
import type { JobDefinition } from '../plugins/jobs.js';
import auditRoutes from './audit/audit.routes.js';
import benchFloorRoutes from './bench-floor/bench-floor.routes.js';
import { campaignJobs } from './campaigns/campaign-send.job.js';
import campaignsRoutes from './campaigns/campaigns.routes.js';
import { citationJobs } from './citations/citations.job.js';
import { digestJobs } from './digest/digest.job.js';
import citationsRoutes from './citations/citations.routes.js';
import clientErrorsRoutes from './client-errors/client-errors.routes.js';
import commentsRoutes from './comments/comments.routes.js';
import consensusRoutes from './consensus/consensus.routes.js';
import draftsRoutes from './drafts/drafts.routes.js';
import peerChallengeRoutes from './consensus/peer-challenges.routes.js';
import { notificationFanoutJobs } from './notifications/notification-fanout.js';
import { notificationMailJobs } from './notifications/notification-mail.job.js';
import notificationsRoutes from './notifications/notifications.routes.js';
import phiRoutes from './phi/phi.routes.js';
import positionsRoutes from './positions/positions.routes.js';
import directoryRoutes from './directory/directory.routes.js';
import eventsRoutes from './events/events.routes.js';
import globalProgramsRoutes from './global-programs/global-programs.routes.js';
import houseAdsRoutes from './house-ads/house-ads.routes.js';
import disclaimerRoutes from './identity/disclaimer.routes.js';
import { identityJobs } from './identity/identity.jobs.js';
import identityRoutes from './identity/identity.routes.js';
import tooltipRoutes from './identity/tooltips.routes.js';
import internalTopicsRoutes from './internal-topics/internal-topics.routes.js';
import programsRoutes from './programs/programs.routes.js';
import referenceRoutes from './reference/reference.routes.js';
import { rewardJobs } from './rewards/reward-processing.job.js';
import rewardsRoutes from './rewards/rewards.routes.js';
import searchRoutes from './search/search.routes.js';
import supportRoutes from './support/support.routes.js';
import systemRoutes from './system/system.routes.js';
import { systemJobs } from './system/test-mail.job.js';
import targetListsRoutes from './target-lists/target-lists.routes.js';
import topicProgramsRoutes from './topic-programs/topic-programs.routes.js';
import topicsRoutes from './topics/topics.routes.js';
import unsubscribeRoutes from './unsubscribe/unsubscribe.routes.js';
import uploadsRoutes from './uploads/uploads.routes.js';
import usersRoutes from './users/users.routes.js';

/**
 * Every domain module's routes, mounted under /api/v1. Adding a module is one line here (see
 * docs/architecture.md, "How to add a route").
 */
export const apiModules: FastifyPluginAsync[] = [
  identityRoutes,
  disclaimerRoutes,
  tooltipRoutes,
  referenceRoutes,
  topicsRoutes,
  commentsRoutes,
  programsRoutes,
  eventsRoutes,
  benchFloorRoutes,
  internalTopicsRoutes,
  campaignsRoutes,
  targetListsRoutes,
  topicProgramsRoutes,
  globalProgramsRoutes,
  unsubscribeRoutes,
  rewardsRoutes,
  usersRoutes,
  directoryRoutes,
  auditRoutes,
  consensusRoutes,
  peerChallengeRoutes,
  positionsRoutes,
  uploadsRoutes,
  searchRoutes,
  phiRoutes,
  supportRoutes,
  clientErrorsRoutes,
  houseAdsRoutes,
  citationsRoutes,
  draftsRoutes,
  notificationsRoutes,
  systemRoutes,
];

/** Every background job (pg-boss queue) a module defines. */
export const jobDefinitions: JobDefinition[] = [
  ...campaignJobs,
  ...identityJobs,
  ...rewardJobs,
  ...citationJobs,
  ...notificationFanoutJobs,
  ...notificationMailJobs,
  ...digestJobs,
  ...systemJobs,
];

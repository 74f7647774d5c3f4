import { type CampaignPage, PAGE_SIZE } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { pollWhileTargetListsBuild } from '../../campaigns/utils/target-list-poll';

/** `GET /campaigns/general`: every campaign not tied to a question, newest first, 10 a page (spec §9). */
export const getGeneralCampaigns = (pageNumber: number, signal?: AbortSignal) =>
  apiFetch<CampaignPage>('/campaigns/general', { query: { pageNumber, count: PAGE_SIZE.campaigns }, signal });

export const generalCampaignsQueryOptions = (pageNumber: number) =>
  queryOptions({
    queryKey: ['campaigns', 'general', pageNumber],
    queryFn: ({ signal }) => getGeneralCampaigns(pageNumber, signal),
    // The table keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

/** Asked again while a target list on the page is being built, so its download button stops spinning. */
export const useGeneralCampaigns = (pageNumber: number) =>
  useQuery({
    ...generalCampaignsQueryOptions(pageNumber),
    refetchInterval: (query) => pollWhileTargetListsBuild(query.state.data?.data),
  });

import { describe, expect, it } from 'vitest';
import {
  attachProgramsBodySchema,
  campaignIdParamSchema,
  createSpecialtyCampaignBodySchema,
  internalTopicsQuerySchema,
  MAX_ROW_ID,
  questionFormSchema,
  topicFeedQuerySchema,
  topicProgramsQuerySchema,
} from './index.js';

/** What the database holds bounds what a request may carry: ids are `integer`s, lists never empty. */
describe('request bounds', () => {
  it('refuses ids past PostgreSQL integer in paths, queries, bodies and lists', () => {
    // The second is past the integers a JavaScript number holds exactly (it reads as ...992).
    for (const id of [MAX_ROW_ID + 1, Number('9007199254740993')]) {
      expect(campaignIdParamSchema.safeParse({ campaignId: String(id) }).success).toBe(false);
      expect(topicProgramsQuerySchema.safeParse({ topicId: String(id) }).success).toBe(false);
      expect(attachProgramsBodySchema.safeParse({ topicId: id, hcmpIds: ['P1'] }).success).toBe(false);
      expect(internalTopicsQuerySchema.safeParse({ specs: String(id) }).success).toBe(false);
      const specialty = { name: 'Mail', targetAudience: 'all_specialty', checkedSpecialties: [id] };
      expect(createSpecialtyCampaignBodySchema.safeParse(specialty).success).toBe(false);
    }
    expect(campaignIdParamSchema.parse({ campaignId: String(MAX_ROW_ID) })).toEqual({ campaignId: MAX_ROW_ID });
  });

  it('keeps the form message for a missing or impossible author', () => {
    const issues = questionFormSchema.safeParse({ authorUserId: MAX_ROW_ID + 1 }).error?.issues ?? [];
    expect(issues.find((i) => i.path[0] === 'authorUserId')?.message).toBe('Required');
  });

  it('bounds page numbers so the offset stays an exact number', () => {
    expect(topicFeedQuerySchema.safeParse({ pageNumber: String(MAX_ROW_ID + 1) }).success).toBe(false);
    expect(internalTopicsQuerySchema.safeParse({ pageNumber: '9007199254740993' }).success).toBe(false);
    expect(topicFeedQuerySchema.parse({}).pageNumber).toBe(1);
  });

  it('reads an empty or comma-only list parameter as absent', () => {
    for (const empty of ['', ',', ',,', ['', ',']]) {
      const query = internalTopicsQuerySchema.parse({ status: empty, specs: empty });
      expect(query.status).toEqual([0, 1]);
      expect(query.specs).toBeUndefined();
    }
    expect(internalTopicsQuerySchema.parse({ status: '2,,0', specs: ['3', '4,'] })).toMatchObject({
      status: [2, 0],
      specs: [3, 4],
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { BenchData } from './dataset.js';
import { SCENARIOS, type ScenarioContext, type ScenarioName } from './scenarios.js';

/** The requests the issue 27 scenarios send, without a server. */
const data = {
  memberId: 7,
  moderatorId: 2,
  hotTopicId: 31,
  hotAnswerIds: [500],
  writers: [],
  answerableTopicIds: [31],
  memberSpecialty: 'Obstetrics and Gynecology',
  consensusIds: [1_000_002, 1_000_001],
  searchMembers: [
    { name: 'Ana Weber', npi: '3000000975' },
    { name: 'Omar Zhang', npi: '3000001940' },
  ],
} satisfies BenchData;
const ctx: ScenarioContext = {
  data,
  tokens: { member: 'member-token', moderator: 'moderator-token', admin: 'admin-token', writers: [] },
  openTopicIds: [31],
  acceptEncoding: 'gzip',
};

function firstRequests(name: ScenarioName, n = 3) {
  const scenario = SCENARIOS.find((s) => s.name === name)!;
  const next = scenario.requests(ctx);
  return Array.from({ length: n }, () => next());
}

describe('issue 27 scenarios', () => {
  it("read the users list's page 1 and search it by full name and by NPI, as the administrator, a member after another", () => {
    const list = firstRequests('users');
    expect(list.map((r) => r.path)).toEqual(Array(3).fill('/api/v1/users?pageNumber=1'));
    expect(list[0]!.headers.authorization).toBe('Bearer admin-token');
    expect(firstRequests('users-name').map((r) => new URL(r.path, 'http://x').searchParams.get('term'))).toEqual([
      'Ana Weber',
      'Omar Zhang',
      'Ana Weber',
    ]);
    expect(firstRequests('users-npi', 2).map((r) => r.path)).toEqual([
      '/api/v1/users?term=3000000975&pageNumber=1',
      '/api/v1/users?term=3000001940&pageNumber=1',
    ]);
  });

  it("list the consensuses as the member, all and of the member's specialty", () => {
    const [all] = firstRequests('consensuses', 1);
    expect(all).toMatchObject({ method: 'GET', path: '/api/v1/strapi/consensuses' });
    expect(all!.headers.authorization).toBe('Bearer member-token');
    expect(firstRequests('consensuses-specialty', 1)[0]!.path).toBe(
      '/api/v1/strapi/consensuses?specialty=Obstetrics+and+Gynecology',
    );
  });

  it('read published consensuses in turn without a token', () => {
    const reads = firstRequests('consensus-public');
    expect(reads.map((r) => r.path)).toEqual([
      '/api/v1/strapi/consensus-summaries/1000002',
      '/api/v1/strapi/consensus-summaries/1000001',
      '/api/v1/strapi/consensus-summaries/1000002',
    ]);
    expect(reads.every((r) => !('authorization' in r.headers))).toBe(true);
    expect(reads[0]!.headers['accept-encoding']).toBe('gzip');
  });
});

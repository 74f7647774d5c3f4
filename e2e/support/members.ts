import { type InternalTopic, roleByKey } from '@pc/contracts';
import { apiWith, tokenFor } from './moderator-tools';
import { linkFromOutbox } from './sign-in';

/**
 * A new test HCP made by the administrator, with the password set from the account e-mail, who has
 * agreed to the disclaimer: the cheapest way to a member who may answer (one answer per member).
 * Returns the member's access token.
 */
export async function newMember(
  env: { baseUrl: string; dataDir: string; adminToken: string },
  member: { email: string; firstName: string; lastName: string; specialtyId: number; password: string },
): Promise<string> {
  const since = new Date();
  await apiWith(env.baseUrl, env.adminToken, 'POST', '/users', {
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    roleId: roleByKey('test_hcp').id,
    specialtyId: member.specialtyId,
  });
  const link = await linkFromOutbox(env.dataDir, member.email, since);
  const set = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password: member.password, confirmation: member.password }).toString(),
  });
  if (!set.ok) throw new Error(`setting the password of ${member.email} answered ${set.status}`);
  const token = await tokenFor(env.baseUrl, member.email, member.password);
  await apiWith(env.baseUrl, token, 'POST', '/disclaimer');
  return token;
}

/**
 * A question of one specialty, published a minute ago for a week, without reward, posted by the
 * administrator: a specialty no demo member and no other browser test uses gives a test its own
 * question and feed.
 */
export async function newSpecialtyQuestion(
  env: { baseUrl: string; adminToken: string },
  question: { specialty: string; title: string; description: string; therapyArea: string; primaryIndication: string },
): Promise<{ topicId: number; specialtyId: number }> {
  const api = <T>(method: string, url: string, body?: unknown) =>
    apiWith<T>(env.baseUrl, env.adminToken, method, url, body);
  const [admin, specialties] = await Promise.all([
    api<{ id: number }>('GET', '/current_user'),
    api<{ id: number; name: string }[]>('GET', '/specialties'),
  ]);
  const specialtyId = specialties.find((s) => s.name === question.specialty)!.id;
  const topic = await api<InternalTopic>('POST', '/internal/topics', {
    authorUserId: admin.id,
    title: question.title,
    description: question.description,
    therapyArea: question.therapyArea,
    primaryIndication: question.primaryIndication,
    secondaryIndication: 'None',
    stageProgression: 'Early',
    initiatingTeam: 'MS',
    publishDate: new Date(Date.now() - 60_000).toISOString(),
    expirationDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    specialties: [specialtyId],
    rewardEnabled: false,
  });
  return { topicId: topic.id, specialtyId };
}

/**
 * The pages whose code the server names in the page itself (`<link rel="modulepreload">`, written by
 * apps/api/src/plugins/spa.ts from the build's `route-preloads.json`), so a phone fetches the page's
 * chunks alongside the entry instead of after it has run: the members' pages, which must paint fast
 * (issue 13). Each path is a route of `routes.tsx` and each module the page it loads lazily (a test
 * checks both). `*`: chunks every page needs (the sign-in library, read before anything is shown).
 */
export const PRELOADED_ROUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['src/features/auth/auth-client.ts'],
  '/questions/:id': ['src/features/question/QuestionPage.tsx'],
  '/questions': ['src/features/feed/MySpecialtyPage.tsx'],
  '/questions_other': ['src/features/feed/OtherSpecialtiesPage.tsx'],
};

/** A valid POST /api/articles body; tests override what they check. */
export const articleBody = (over: Record<string, unknown> = {}) => ({
  title: 'Eat Well for Less',
  content: '<h2>Plan</h2><p>Cook <strong>once</strong>, eat twice.</p><script>alert(1)</script>',
  tone: 'friendly',
  wordCount: 500,
  language: 'en',
  audience: 'general',
  metaDescription: 'Budget meals for students.',
  tags: ['budget', 'meals'],
  ...over,
});

// The second studio's article and video webhook (configured by e2e/global-setup.ts), an
// admin's automation as the webhook protocol describes it. It takes its time with articles, for
// the journey that reloads the page while one is being written, and its video render always
// fails, for the journey that shows a failed render costs nothing. Title ideas, image prompts
// and scenes at once; the article after SLOW_WEBHOOK_DELAY_MS (default 15 s: the reloaded page
// must still find it writing on a busy machine); generate_video a 502 at once; GET /health at
// once. Listens on 127.0.0.1 only.
// For the batch journey: an article whose idea says "[quick]" is written at once, ends with the
// brand kit's call to action when the request carries a `brand`, and one whose idea also says
// "fails once" gets a 502 the first time it is asked for (a provider error), then succeeds.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3102);
const delay = Number(process.env.SLOW_WEBHOOK_DELAY_MS ?? 15000);
const paragraph = 'Bakeries that post a photo of the morning bake every day win regulars. ';

http
  .createServer((req, res) => {
    if (req.method === 'GET') return void res.writeHead(200).end('ok');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => answer(JSON.parse(body || '{}'), res));
  })
  .listen(port, '127.0.0.1');

const failedOnce = new Set();

function answer({ action, numberOfScenes, idea, brand }, res) {
  const json = (value) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (action === 'generate_ideas')
    return json({ titles: ['Bakeries that win the morning', 'One photo a day'] });
  if (action === 'generate_image_prompt') return json({ prompt: 'A bakery window at dawn, warm light' });
  if (action === 'generate_video_title_idea')
    return json({ titles: ['Three surprising facts about octopuses', 'Octopuses, up close'] });
  if (action === 'generate_video_scenes_text')
    return json({
      scenes: Array.from({ length: numberOfScenes ?? 3 }, (_, i) => ({
        imagePrompt: `An octopus on a coral reef, close-up ${i + 1}`,
        voiceOverText: `Fact number ${i + 1}: octopuses are clever animals.`,
      })),
    });
  if (action === 'generate_video')
    return void res
      .writeHead(502, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: 'The render farm is down' }));
  const quick = typeof idea === 'string' && idea.includes('[quick]');
  if (quick && idea.includes('fails once') && !failedOnce.has(idea)) {
    failedOnce.add(idea);
    return void res
      .writeHead(502, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: 'The writer is out for lunch' }));
  }
  const cta = brand?.callToAction ? `<p>${brand.callToAction}</p>` : '';
  setTimeout(
    () => {
      json({
        post_content:
          ['Fresh every morning', 'Show the people', 'Answer every review']
            .map((heading) => `<h2>${heading}</h2><p>${paragraph.repeat(6)}</p>`)
            .join('') + cta,
        meta_description: 'How a small bakery wins customers with one photo a day.',
        tags: ['bakery', 'social media', 'customers'],
      });
    },
    quick ? 0 : delay,
  );
}

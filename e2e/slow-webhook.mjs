// A generation webhook that takes its time, for the journey that reloads the page while an
// article is being written: title ideas and image prompts at once, the article after
// SLOW_WEBHOOK_DELAY_MS (default 6 s), GET /health at once. Listens on 127.0.0.1 only.
import http from 'node:http';

const port = Number(process.argv[2] ?? 3102);
const delay = Number(process.env.SLOW_WEBHOOK_DELAY_MS ?? 6000);
const paragraph = 'Bakeries that post a photo of the morning bake every day win regulars. ';

http
  .createServer((req, res) => {
    if (req.method === 'GET') return void res.writeHead(200).end('ok');
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => answer(JSON.parse(body || '{}').action, res));
  })
  .listen(port, '127.0.0.1');

function answer(action, res) {
  const json = (value) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (action === 'generate_ideas')
    return json({ titles: ['Bakeries that win the morning', 'One photo a day'] });
  if (action === 'generate_image_prompt') return json({ prompt: 'A bakery window at dawn, warm light' });
  setTimeout(() => {
    json({
      post_content: ['Fresh every morning', 'Show the people', 'Answer every review']
        .map((heading) => `<h2>${heading}</h2><p>${paragraph.repeat(6)}</p>`)
        .join(''),
      meta_description: 'How a small bakery wins customers with one photo a day.',
      tags: ['bakery', 'social media', 'customers'],
    });
  }, delay);
}

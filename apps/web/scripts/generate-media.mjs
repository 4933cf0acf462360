// Makes the landing page's clips and posters (apps/web/public/media) with ffmpeg: a demo of
// the studio for the hero, and one clip per tool for the feature blocks. Everything is drawn
// from ffmpeg's own sources and filters, so the clips are reproducible and need no assets.
// The results are committed; run this again only to change them:
//   node apps/web/scripts/generate-media.mjs        (needs ffmpeg and the Noto Sans fonts)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIPS, W, H, FPS } from './media-clips.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../public/media');
const MAX_BYTES = 600 * 1024;

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

function check() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is not installed (Debian: apt-get install -y ffmpeg)');
  }
  for (const font of [
    '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
    '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  ]) {
    if (!fs.existsSync(font))
      throw new Error(`missing font ${font} (Debian: apt-get install -y fonts-noto-core)`);
  }
}

function main() {
  check();
  fs.mkdirSync(out, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-media-'));
  try {
    const ctx = { work, text: textFile(work) };
    // Still pictures the clips reuse (the "generated" images).
    for (const [name, expr] of Object.entries(CLIPS.pictures)) {
      ffmpeg([
        '-f',
        'lavfi',
        '-i',
        `color=c=black:s=${expr.size}:d=1`,
        '-vf',
        `geq=${expr.geq}`,
        '-frames:v',
        '1',
        path.join(work, `${name}.png`),
      ]);
    }
    for (const clip of CLIPS.videos) {
      const graph = path.join(work, `${clip.name}.graph`);
      fs.writeFileSync(graph, clip.graph(ctx));
      const mp4 = path.join(out, `${clip.name}.mp4`);
      ffmpeg([
        ...clip.inputs(ctx),
        '-filter_complex_script',
        graph,
        '-map',
        '[out]',
        '-t',
        String(clip.seconds),
        '-r',
        String(FPS),
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryslow',
        '-tune',
        'animation',
        '-crf',
        String(clip.crf ?? 28),
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        mp4,
      ]);
      // The poster is the clip's most telling frame, as WebP.
      ffmpeg([
        '-ss',
        String(clip.posterAt),
        '-i',
        mp4,
        '-frames:v',
        '1',
        '-c:v',
        'libwebp',
        '-quality',
        '72',
        path.join(out, `${clip.name}.webp`),
      ]);
      const size = fs.statSync(mp4).size;
      console.log(
        `${clip.name}.mp4 ${(size / 1024).toFixed(0)} KB, poster ${(fs.statSync(path.join(out, `${clip.name}.webp`)).size / 1024).toFixed(0)} KB`,
      );
      if (size > MAX_BYTES) throw new Error(`${clip.name}.mp4 is over 600 KB; raise its crf`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(`${W}x${H} at ${FPS} fps in ${path.relative(process.cwd(), out)}`);
}

/** drawtext reads its text from a file, so nothing in it needs filter-graph escaping. */
function textFile(work) {
  let n = 0;
  return (content) => {
    const file = path.join(work, `t${++n}.txt`);
    fs.writeFileSync(file, content);
    return file;
  };
}

main();

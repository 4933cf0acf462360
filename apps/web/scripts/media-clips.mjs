// The clips generate-media.mjs renders: each is a set of ffmpeg inputs and a filter graph
// ending in [out]. Sizes match apps/web/src/features/landing/components/media.ts.
export const W = 640;
export const H = 400;
export const FPS = 24;

const REG = '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf';
const BOLD = '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf';
const SYMBOLS = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const C = {
  bg: '0xfafaf9',
  card: 'white',
  border: '0xe7e5e4',
  primary: '0xc2410c',
  dark: '0x1c1917',
  muted: '0x78716c',
  bar: '0xe7e5e4',
  accent: '0xffedd5',
  green: '0x15803d',
};

const lavfi = (source) => ['-f', 'lavfi', '-i', source];
const still = (ctx, name, seconds) => [
  '-loop',
  '1',
  '-t',
  String(seconds),
  '-framerate',
  String(FPS),
  '-i',
  `${ctx.work}/${name}.png`,
];
const canvas = (seconds, w = W, h = H, color = C.bg) =>
  lavfi(`color=c=${color}:s=${w}x${h}:r=${FPS}:d=${seconds}`);

const box = (x, y, w, h, color, enable) =>
  `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${color}:t=fill${enable ? `:enable='${enable}'` : ''}`;
/** A card: white fill with a one-pixel border. */
const card = (x, y, w, h) => [box(x, y, w, h, C.border), box(x + 1, y + 1, w - 2, h - 2, C.card)].join(',');
function text(ctx, content, { x, y, size = 16, color = C.dark, bold = false, font, enable, border } = {}) {
  const file = ctx.text(content);
  return [
    `drawtext=fontfile=${font ?? (bold ? BOLD : REG)}:textfile=${file}:x=${x}:y=${y}:fontsize=${size}:fontcolor=${color}`,
    border ? `:borderw=${border}:bordercolor=black@0.6` : '',
    enable ? `:enable='${enable}'` : '',
  ].join('');
}
/**
 * Text that types itself: drawn on a white strip, which a white mask of the same size
 * uncovers from left to right between `from` and `from + duration` seconds.
 */
function typing(ctx, label, content, { w, h, seconds, from, duration, size, bold = false }) {
  const reveal = `min(1\\,max(0\\,(t-${from})/${duration}))`;
  return [
    `color=c=white:s=${w}x${h}:r=${FPS}:d=${seconds},${text(ctx, content, { x: 0, y: 0, size, bold })}[${label}_text]`,
    `color=c=white:s=${w}x${h}:r=${FPS}:d=${seconds}[${label}_mask]`,
    `[${label}_text][${label}_mask]overlay=x='${w}*${reveal}':y=0:eval=frame[${label}]`,
  ];
}

/** Grey text lines of a document, appearing one after another from `from` seconds. */
const lines = (x, y, widths, from, step, color = C.bar, height = 7, gap = 15) =>
  widths
    .map((w, i) => box(x, y + i * gap, w, height, color, `gte(t,${(from + i * step).toFixed(2)})`))
    .join(',');

export const CLIPS = {
  // "Generated" pictures, drawn pixel by pixel (geq). Sunset, night and green hills.
  pictures: {
    sunset: {
      size: '480x360',
      geq:
        "r='if(gt(Y,H*0.8+14*sin(X/33+1.3)),70,if(gt(Y,H*0.62+18*sin(X/45)+10*sin(X/17)),150,if(lt(hypot(X-0.68*W,Y-0.42*H),38),255,250-30*Y/H)))'" +
        ":g='if(gt(Y,H*0.8+14*sin(X/33+1.3)),40,if(gt(Y,H*0.62+18*sin(X/45)+10*sin(X/17)),75,if(lt(hypot(X-0.68*W,Y-0.42*H),38),225,190-110*Y/H)))'" +
        ":b='if(gt(Y,H*0.8+14*sin(X/33+1.3)),60,if(gt(Y,H*0.62+18*sin(X/45)+10*sin(X/17)),70,if(lt(hypot(X-0.68*W,Y-0.42*H),38),160,120+40*Y/H)))'",
    },
    night: {
      size: '480x360',
      geq:
        "r='if(gt(Y,H*0.78+12*sin(X/29)),12,if(gt(Y,H*0.6+20*sin(X/51+2)+8*sin(X/13)),28,if(lt(hypot(X-0.25*W,Y-0.3*H),26),245,if(gt(abs(mod(sin(X*12.9898+Y*78.233)*43758.5453,1)),0.996),235,15+25*Y/H))))'" +
        ":g='if(gt(Y,H*0.78+12*sin(X/29)),18,if(gt(Y,H*0.6+20*sin(X/51+2)+8*sin(X/13)),40,if(lt(hypot(X-0.25*W,Y-0.3*H),26),240,if(gt(abs(mod(sin(X*12.9898+Y*78.233)*43758.5453,1)),0.996),235,22+35*Y/H))))'" +
        ":b='if(gt(Y,H*0.78+12*sin(X/29)),32,if(gt(Y,H*0.6+20*sin(X/51+2)+8*sin(X/13)),68,if(lt(hypot(X-0.25*W,Y-0.3*H),26),220,if(gt(abs(mod(sin(X*12.9898+Y*78.233)*43758.5453,1)),0.996),250,70+70*Y/H))))'",
    },
    hills: {
      size: '480x360',
      geq:
        "r='if(gt(Y,H*0.76+16*sin(X/37+0.5)),46,if(gt(Y,H*0.58+22*sin(X/61)+9*sin(X/19)),96,if(lt(hypot(X-0.8*W,Y-0.22*H),30),255,150+70*Y/H)))'" +
        ":g='if(gt(Y,H*0.76+16*sin(X/37+0.5)),104,if(gt(Y,H*0.58+22*sin(X/61)+9*sin(X/19)),150,if(lt(hypot(X-0.8*W,Y-0.22*H),30),244,196+40*Y/H)))'" +
        ":b='if(gt(Y,H*0.76+16*sin(X/37+0.5)),62,if(gt(Y,H*0.58+22*sin(X/61)+9*sin(X/19)),84,if(lt(hypot(X-0.8*W,Y-0.22*H),30),200,246)))'",
    },
  },

  videos: [
    {
      // The studio in eight seconds: an idea is typed, Generate, and an article, an image and a video appear.
      name: 'hero-demo',
      seconds: 8,
      posterAt: 6,
      inputs: (ctx) => [...canvas(8), ...still(ctx, 'sunset', 8), ...still(ctx, 'night', 8)],
      graph: (ctx) =>
        [
          `[0]${card(16, 14, 608, 372)},${box(17, 15, 606, 40, C.accent)},` +
            `${text(ctx, 'Forja', { x: 32, y: 24, size: 18, bold: true, color: C.primary })},` +
            `${text(ctx, 'Idea', { x: 34, y: 66, size: 12, color: C.muted })},${card(32, 84, 440, 34)},` +
            `null[bg]`,
          ...typing(ctx, 'idea', 'Autumn recipes for busy parents', {
            w: 256,
            h: 24,
            seconds: 8,
            from: 0.3,
            duration: 1.6,
            size: 16,
          }),
          `[bg][idea]overlay=x=44:y=90[typed]`,
          `color=c=${C.primary}:s=2x20:r=${FPS}:d=8[caret]`,
          `[typed][caret]overlay=x='45+min(1\\,max(0\\,(t-0.3)/1.6))*256':y=92:eval=frame:enable='lt(t,2.4)'[t1]`,
          `[t1]${box(482, 84, 126, 34, C.primary)},${box(482, 84, 126, 34, '0x9a3412', 'between(t,2.3,2.6)')},` +
            `${text(ctx, 'Generate', { x: 511, y: 91, size: 15, bold: true, color: 'white' })},` +
            `${text(ctx, 'Generating…', { x: 34, y: 132, size: 13, color: C.muted, enable: 'between(t,2.5,3.1)' })}[ui]`,
          // Three results fade in: an article, an image, a short video.
          `color=c=white:s=184x226:r=${FPS}:d=8,format=rgba,${card(0, 0, 184, 226)},` +
            `${text(ctx, 'Article', { x: 14, y: 12, size: 14, bold: true, color: C.primary })},` +
            `${box(14, 42, 150, 10, C.dark)},${box(14, 58, 110, 10, C.dark)},${lines(14, 80, [156, 140, 150, 120], 3.2, 0.12)},` +
            `${box(14, 146, 96, 9, C.primary, 'gte(t,3.7)')},${lines(14, 164, [156, 132, 146], 3.8, 0.12)},` +
            `${box(14, 206, 40, 10, C.accent, 'gte(t,4.2)')},${box(60, 206, 52, 10, C.accent, 'gte(t,4.3)')},` +
            `fade=in:st=3.0:d=0.4:alpha=1[article]`,
          `[1]scale=160:120,format=rgba[pic]`,
          `color=c=white:s=184x226:r=${FPS}:d=8,format=rgba,${card(0, 0, 184, 226)},` +
            `${text(ctx, 'Image', { x: 14, y: 12, size: 14, bold: true, color: C.primary })},` +
            `${lines(14, 178, [150, 110], 3.9, 0.1)}[imgcard]`,
          `[imgcard][pic]overlay=x=12:y=42,fade=in:st=3.5:d=0.4:alpha=1[image]`,
          `[2]scale=-2:152,crop=86:152,format=rgba[scene]`,
          `color=c=white:s=184x226:r=${FPS}:d=8,format=rgba,${card(0, 0, 184, 226)},` +
            `${text(ctx, 'Video', { x: 14, y: 12, size: 14, bold: true, color: C.primary })},${box(48, 38, 90, 160, C.dark)}[vidcard]`,
          `[vidcard][scene]overlay=x=50:y=42[vid1]`,
          `color=c=${C.primary}:s=86x4:r=${FPS}:d=8,format=rgba[progress]`,
          `[vid1]${box(50, 206, 86, 4, C.bar)}[vid2]`,
          `[vid2][progress]overlay=x='50-86+86*min(1\\,max(0\\,(t-4.2)/3))':y=206:eval=frame,${box(0, 206, 50, 4, C.card)},${box(136, 206, 47, 4, C.card)},fade=in:st=4.0:d=0.4:alpha=1[video]`,
          `[ui][article]overlay=x=32:y=150[o1]`,
          `[o1][image]overlay=x=228:y=150[o2]`,
          `[o2][video]overlay=x=424:y=150,fade=out:st=7.5:d=0.5:color=${C.bg}[out]`,
        ].join(';\n'),
    },
    {
      // A title is typed, the article fills in, and the SEO checklist ticks itself off.
      name: 'articles',
      seconds: 6,
      posterAt: 4.8,
      inputs: () => [...canvas(6)],
      graph: (ctx) =>
        [
          `[0]${card(24, 24, 388, 352)}[doc]`,
          ...typing(ctx, 'title', '10 easy autumn recipes', {
            w: 330,
            h: 32,
            seconds: 6,
            from: 0.2,
            duration: 1.2,
            size: 22,
            bold: true,
          }),
          `[doc][title]overlay=x=48:y=48[typed]`,
          `[typed]${lines(48, 98, [340, 320, 336, 250], 1.5, 0.12)},${box(48, 168, 160, 11, C.primary, 'gte(t,2.1)')},` +
            `${lines(48, 192, [340, 300, 330, 318, 210], 2.2, 0.12)},${box(48, 280, 130, 11, C.primary, 'gte(t,2.9)')},` +
            `${lines(48, 304, [336, 290], 3.0, 0.12)},` +
            `${box(48, 344, 64, 18, C.accent, 'gte(t,3.3)')},${box(120, 344, 84, 18, C.accent, 'gte(t,3.4)')},${box(212, 344, 56, 18, C.accent, 'gte(t,3.5)')},` +
            `${card(428, 24, 188, 352)},${text(ctx, 'SEO', { x: 448, y: 44, size: 18, bold: true, color: C.primary })},` +
            ['Title', 'Headings', 'Keywords', 'Summary']
              .map((label, i) => {
                const at = (1.8 + i * 0.6).toFixed(1);
                const y = 92 + i * 44;
                return [
                  box(448, y, 24, 24, C.bar),
                  box(448, y, 24, 24, C.green, `gte(t,${at})`),
                  text(ctx, '✓', {
                    x: 453,
                    y: y + 2,
                    size: 16,
                    color: 'white',
                    font: SYMBOLS,
                    enable: `gte(t,${at})`,
                  }),
                  text(ctx, label, { x: 482, y: y + 2, size: 15 }),
                ].join(',');
              })
              .join(',') +
            `,${box(448, 316, 148, 38, C.primary, 'gte(t,4.3)')},${text(ctx, 'WordPress', { x: 478, y: 324, size: 15, bold: true, color: 'white', enable: 'gte(t,4.3)' })},` +
            `fade=out:st=5.6:d=0.4:color=${C.bg}[out]`,
        ].join(';\n'),
    },
    {
      // A style is picked and the picture emerges from noise, then drifts slowly.
      name: 'images',
      seconds: 6,
      posterAt: 4.5,
      // The noise of the first seconds is expensive to encode.
      crf: 33,
      inputs: (ctx) => [...canvas(6), ...still(ctx, 'hills', 6)],
      graph: (ctx) =>
        [
          `[0]${card(24, 24, 196, 352)},${text(ctx, 'Style', { x: 42, y: 40, size: 13, color: C.muted })},` +
            ['Realistic', 'Watercolor', 'Cinematic', '3D render', 'Line art']
              .map((label, i) => {
                const y = 64 + i * 40;
                const picked = i === 1;
                return [
                  box(40, y, 164, 32, picked ? C.accent : '0xf5f5f4'),
                  picked ? box(40, y, 4, 32, C.primary) : '',
                  text(ctx, label, {
                    x: 54,
                    y: y + 7,
                    size: 14,
                    bold: picked,
                    color: picked ? C.primary : C.dark,
                  }),
                ]
                  .filter(Boolean)
                  .join(',');
              })
              .join(',') +
            `,${text(ctx, 'Mood', { x: 42, y: 272, size: 13, color: C.muted })},${box(40, 294, 76, 26, C.accent)},${text(ctx, 'Serene', { x: 52, y: 298, size: 13, color: C.primary })},` +
            `${box(124, 294, 80, 26, '0xf5f5f4')},${text(ctx, '16:9', { x: 146, y: 298, size: 13 })},` +
            `${box(40, 332, 164, 32, C.primary)},${text(ctx, 'Generate', { x: 86, y: 338, size: 14, bold: true, color: 'white' })}[panel]`,
          `[1]scale=400:300,split[clean][raw]`,
          `[raw]boxblur=12:2,noise=alls=70:allf=t[noisy]`,
          `[noisy][clean]xfade=transition=fade:duration=2:offset=0.6[reveal]`,
          `[reveal]scale=440:330,crop=376:320:x='32*t/6':y='10*t/6'[pic]`,
          `[panel]${card(232, 24, 384, 352)}[frame]`,
          `[frame][pic]overlay=x=236:y=28:shortest=1,fade=out:st=5.6:d=0.4:color=${C.bg}[out]`,
        ].join(';\n'),
    },
    {
      // A narrator speaks: the waveform moves, the subtitles follow, the playhead advances.
      name: 'audio',
      seconds: 6,
      posterAt: 1.6,
      crf: 31,
      inputs: () => [
        ...canvas(6),
        ...lavfi(
          "aevalsrc='(0.45*sin(2*PI*(160+50*sin(2*PI*0.9*t))*t)+0.3*sin(2*PI*(430+90*sin(2*PI*1.7*t))*t))*(0.25+0.75*abs(sin(2*PI*2.3*t)*sin(2*PI*0.7*t+1)))*gt(sin(2*PI*0.55*t+0.6)\\,-0.7)':s=22050:d=6",
        ),
        ...canvas(6, 520, 6, C.bar),
      ],
      graph: (ctx) =>
        [
          `[0]${card(32, 32, 576, 336)},${box(56, 56, 56, 56, C.primary)},${text(ctx, 'A', { x: 74, y: 64, size: 28, bold: true, color: 'white' })},` +
            `${text(ctx, 'Alina', { x: 128, y: 58, size: 20, bold: true })},${text(ctx, 'Română · ro-RO', { x: 128, y: 86, size: 14, color: C.muted })},` +
            `${box(480, 66, 104, 30, C.accent)},${text(ctx, 'Voice-over', { x: 492, y: 71, size: 14, color: C.primary })}[card]`,
          `[1]showwaves=s=528x120:mode=cline:colors=${C.primary}:rate=${FPS}:scale=sqrt,format=rgba,colorkey=black:0.02:0[wave]`,
          `[card][wave]overlay=x=56:y=128[w]`,
          `[w]${box(56, 268, 528, 6, C.primary)}[track]`,
          `[2]format=rgba[rest]`,
          `[track][rest]overlay=x='56+528*t/6':y=268:eval=frame,${box(584, 264, 23, 14, C.card)},${box(608, 264, 32, 14, C.bg)},${box(607, 264, 1, 14, C.border)}[played]`,
          `[played]${[
            ['Astăzi gătim', 0.2, 2.0],
            ['o supă de dovleac', 2.0, 4.0],
            ['în cincisprezece minute.', 4.0, 6.0],
          ]
            .map(([line, from, to]) =>
              text(ctx, line, {
                x: '(w-text_w)/2',
                y: 300,
                size: 22,
                bold: true,
                enable: `between(t,${from},${to})`,
              }),
            )
            .join(',')},fade=out:st=5.6:d=0.4:color=${C.bg}[out]`,
        ].join(';\n'),
    },
    {
      // Three scenes become a vertical video with burnt-in subtitles while it renders.
      name: 'videos',
      seconds: 6,
      posterAt: 1.2,
      inputs: (ctx) => [
        ...canvas(6),
        ...still(ctx, 'sunset', 6),
        ...still(ctx, 'night', 6),
        ...still(ctx, 'hills', 6),
        ...canvas(6, 150, 8, C.bar),
      ],
      graph: (ctx) =>
        [
          ...['1', '2', '3'].map((i) => `[${i}]scale=-2:284,crop=160:284,setsar=1,format=yuv420p[s${i}]`),
          `[s1][s2]xfade=transition=slideleft:duration=0.4:offset=1.8[x1]`,
          `[x1][s3]xfade=transition=slideleft:duration=0.4:offset=3.8[scenes]`,
          `[scenes]${[
            ['Fresh pumpkins', 0, 1.9],
            ['Slow simmer', 2.1, 3.9],
            ['Ready in 15 min', 4.1, 6],
          ]
            .map(([line, from, to]) =>
              text(ctx, line, {
                x: '(w-text_w)/2',
                y: 232,
                size: 17,
                bold: true,
                color: 'white',
                border: 2,
                enable: `between(t,${from},${to})`,
              }),
            )
            .join(',')}[screen]`,
          `[0]${box(232, 20, 176, 360, C.dark)},` +
            [0, 1, 2]
              .map((i) => {
                const y = 60 + i * 92;
                const on = `between(t,${i * 2},${i * 2 + 2})`;
                return [
                  card(24, y, 184, 76),
                  box(24, y, 4, 76, C.primary, on),
                  text(ctx, `Scene ${i + 1}`, { x: 40, y: y + 12, size: 15, bold: true }),
                  box(40, y + 42, 150, 7, C.bar),
                  box(40, y + 54, 110, 7, C.bar),
                ].join(',');
              })
              .join(',') +
            `,${card(432, 60, 184, 150)},${text(ctx, 'Render', { x: 448, y: 74, size: 15, bold: true, color: C.primary })},` +
            `${text(ctx, '9:16 · 1080p', { x: 448, y: 102, size: 13, color: C.muted })},${box(448, 140, 150, 8, C.primary)}[base]`,
          `[4]format=rgba[rest]`,
          `[base][rest]overlay=x='448+150*min(1\\,t/5.2)':y=140:eval=frame,${box(598, 136, 17, 16, C.card)},${box(616, 136, 24, 16, C.bg)},${box(615, 136, 1, 16, C.border)},` +
            `${text(ctx, '✓', { x: 448, y: 164, size: 18, color: C.green, font: SYMBOLS, enable: 'gte(t,5.2)' })},` +
            `${text(ctx, 'Done', { x: 470, y: 164, size: 15, bold: true, color: C.green, enable: 'gte(t,5.2)' })}[ui]`,
          `[ui][screen]overlay=x=240:y=58:shortest=1,fade=out:st=5.6:d=0.4:color=${C.bg}[out]`,
        ].join(';\n'),
    },
  ],
};

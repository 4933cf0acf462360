import type { VideoLexicon } from './lexicon.js';

/** English material for offline video titles, narration and scripts. */
export const VIDEO_EN: VideoLexicon = {
  quote: (t) => `“${t}”`,
  titleTemplates: [
    '{Topic} in 60 Seconds',
    'The Truth About {topic}',
    'Nobody Tells You This About {topic}',
    '{Topic}: Watch This Before You Start',
    '3 Surprising Facts About {topic}',
    '{Topic}: Explained Simply',
    'Stop Making These Mistakes with {topic}',
    'The Secret Behind {topic}',
    '{Topic}: What Really Happens',
    'Why Everyone Is Talking About {topic}',
    "You Won't Believe This About {topic}",
    '{Topic} for Complete Beginners',
  ],
  story: {
    hooks: [
      'This is the story of {title}, and it begins on an ordinary day.',
      'Nobody expected what happened next in {title}.',
      'Listen closely, because {title} is a story people still remember.',
    ],
    middles: [
      'At first, everything seemed calm, but small signs hinted that something was about to change.',
      'Then came a choice that would shape everything that followed.',
      'The challenge grew bigger, and courage was the only way forward.',
      'Help arrived from an unexpected place, just when hope was fading.',
      'Every step revealed a new secret hidden along the way.',
      'For a moment, it looked as if all was lost.',
      'Slowly, the pieces of the puzzle began to fit together.',
      'What seemed impossible at the beginning now felt within reach.',
    ],
    endings: [
      'And that is how {title} came to its end, leaving a lesson worth keeping.',
      'In the end, the journey mattered as much as the destination.',
      'Remember this story the next time life surprises you.',
    ],
    extras: [
      'The air felt different, as if the world itself was holding its breath.',
      'Every detail mattered, and nothing would ever be quite the same.',
      'It was a moment that would be told and retold for years.',
      'Quietly, a new chapter was beginning.',
    ],
  },
  facts: {
    hooks: [
      'Here is something most people never learn about {title}.',
      'You will not look at {title} the same way after this.',
      "Let's uncover the surprising side of {title} in just a few seconds.",
    ],
    middles: [
      'The first thing to know is that the simplest explanation is often the right one.',
      'Surprisingly, this idea is much older than most people think.',
      'Experts point to one detail that changes the whole picture.',
      'Here is a fact that sounds made up, but it is completely true.',
      'Small changes can have enormous effects, and this is a perfect example.',
      'Many people get this part wrong, and the reason is fascinating.',
      'Put simply, it all comes down to cause and effect.',
      'Once you see the pattern, you start noticing it everywhere.',
    ],
    endings: [
      'Now you know the story behind {title}. Follow for more.',
      'Share this with someone who would love to know it too.',
      'Which fact surprised you most? Tell us in the comments.',
    ],
    extras: [
      'And that is only the beginning of the story.',
      'Think about that for a second.',
      'It is one of those details that make the world more interesting.',
      'Keep watching, because it gets even better.',
    ],
  },
  script: {
    hooks: {
      casual: [
        'Okay, real talk: getting into {topic} is easier than you think.',
        "Got a minute? Let's talk about {topic}.",
      ],
      funny: [
        'Warning: this video about {topic} may cause sudden bursts of knowledge.',
        'I tried to ignore {topic}. That did not go well.',
      ],
      professional: [
        'In the next few minutes, you will learn what really matters about {topic}.',
        'Here is a clear, practical look at {topic}.',
      ],
    },
    intros: {
      explainer: 'This explainer breaks down {topic} into simple ideas for {audience}.',
      'product-demo': 'In this demo, we show {topic} in action, step by step, for {audience}.',
      tutorial: 'This tutorial walks you through {topic} from the very first step, made for {audience}.',
      promotional: 'Meet the easiest way to get more out of {topic}, made for {audience}.',
      educational: "Today's lesson covers the key concepts of {topic} for {audience}.",
      trailer:
        'Get ready: something new about {topic} is coming soon, and it is worth the wait for {audience}.',
      podcast: 'Welcome to the show! Today we sit down to discuss {topic}, with {audience} in mind.',
    },
    points: [
      'Start with the problem: why it pays to understand {topic} right now.',
      'Show the key idea in one simple sentence.',
      'Give a concrete example viewers can picture.',
      'Bust the most common myth about {topic}.',
      'Share one practical tip they can use today.',
      'Compare the before and the after.',
      'Add a quick story or case that makes it memorable.',
      'Sum up the three things to remember.',
    ],
    keyMessage: 'Key message:',
    calls: {
      casual: 'If this helped, hit follow and send it to a friend.',
      funny: "Follow now, before your future self asks why you didn't.",
      professional: 'Follow for more practical guides, and share this with your team.',
    },
    durations: {
      '10s': '10 seconds',
      '30s': '30 seconds',
      '60s': '60 seconds',
      '3min': '3 minutes',
      '5min+': '5+ minutes',
    },
    visualNotes: [
      'Open on a bold close-up with on-screen text.',
      'Use simple motion graphics to show the key idea.',
      'Cut to real footage or b-roll that illustrates the example.',
      'Use a split screen for the before-and-after comparison.',
      'Keep captions large and high-contrast for silent viewing.',
      'End on a clean frame with the call to action.',
    ],
    visualTheme: 'Visual theme: {value}.',
    reference: 'Match the pacing of the reference video: {value}',
    everyone: 'everyone',
  },
};

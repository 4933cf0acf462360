import type { ArticleLexicon } from './lexicon.js';

/** English sentence material for the offline article writer (placeholders: see lexicon.ts). */
export const EN: ArticleLexicon = {
  quote: (t) => `“${t}”`,
  audiences: {
    general: { aud: 'readers', audFor: 'readers of every level' },
    tech: { aud: 'tech professionals', audFor: 'tech professionals' },
    business: { aud: 'small business owners', audFor: 'small business owners' },
    marketers: { aud: 'marketers', audFor: 'marketers' },
    beginners: { aud: 'beginners', audFor: 'beginners' },
    experts: { aud: 'experienced practitioners', audFor: 'experienced practitioners' },
  },
  refs: ['this topic', 'the subject', 'this area'],
  introGeneric: [
    'The subject of {title} raises many questions, and the answers are often scattered across sources that contradict each other.',
    'Below you will find the main ideas behind {title}, the practical steps that follow from them and the mistakes that are worth avoiding.',
    'Whether you are just curious or already working on it, {title} rewards a structured approach far more than guesswork.',
    'Many people look into {title} for the first time with high hopes and very little guidance, which makes a clear overview especially useful.',
  ],
  themes: {
    why: {
      headings: ['Why it matters', 'Why this deserves your attention', 'What is really at stake'],
      sentences: [
        'Understanding {ref} is rarely a luxury: it shapes everyday decisions, and small improvements tend to compound over weeks and months.',
        'When it comes to {kw}, the difference between a guess and an informed choice often shows up in time saved, money kept and stress avoided.',
        '{Aud} who take the time to understand the basics usually notice that problems become smaller and opportunities easier to spot.',
        'Ignoring {ref} rarely makes it go away; more often it returns later, when fixing things is slower and more expensive.',
        'There is also a motivational side, because seeing clear progress is one of the most reliable ways to keep going when enthusiasm fades.',
        'In a world that changes quickly, a solid grasp of the essentials gives you a stable reference point for judging new ideas and trends.',
        'Above all, it turns vague intentions into concrete priorities that you can plan, discuss with others and actually complete.',
      ],
    },
    basics: {
      headings: ['The essentials', 'Key concepts to understand', 'Start with the fundamentals'],
      sentences: [
        'Every solid approach to {ref} starts with a few core ideas that stay valid no matter how advanced you become.',
        'The first is clarity about the goal: knowing exactly what you want to achieve makes every later choice easier to judge.',
        'The second is context, because what works well in one situation can be a poor fit in another, even when the two look alike.',
        'It also helps to learn the vocabulary around {kw}, since precise words make it much easier to find good information and ask the right questions.',
        'Many people skip these fundamentals in a hurry to see results, and then spend more time correcting avoidable errors later on.',
        'A simple mental model, even an imperfect one, is far more useful than a long list of disconnected facts and rules.',
        'Once the basics are clear, the more advanced techniques stop looking mysterious and start to feel like natural next steps.',
      ],
    },
    steps: {
      headings: ['Practical steps to get started', 'A simple plan to begin', 'How to put it into practice'],
      sentences: [
        'The easiest way to make progress with {ref} is to break the work into small steps that can each be finished in a single session.',
        'Begin with an honest look at where you are today, because a realistic starting point makes every later estimate more accurate.',
        'Then choose one priority and give it your full attention for a while instead of spreading your energy across many fronts.',
        'Set aside regular time in your calendar, even if it is only thirty minutes, since consistency beats occasional bursts of effort.',
        'After each step, write down what worked and what did not, so the next round starts from experience rather than from memory.',
        'Do not wait for perfect conditions; a modest first version that exists is worth more than an ideal plan that stays in a drawer.',
      ],
      list: [
        'Define one clear, measurable goal.',
        'List the resources and the time you actually have.',
        'Start with the smallest useful task.',
        'Review the results after one or two weeks.',
        'Adjust the plan and repeat the cycle.',
      ],
    },
    examples: {
      headings: ['Real-world examples', 'What it looks like in practice', 'Lessons from experience'],
      sentences: [
        'Consider a small team that decided to improve one thing every week instead of attempting a complete overhaul at once.',
        'After a few months, the accumulated changes were bigger than anything a single ambitious project could have delivered in the same time.',
        'Another common story involves someone who copied a popular recipe for {kw} and was disappointed, simply because their situation was different.',
        'What finally worked was adapting the idea to their own constraints, testing it on a small scale and keeping only what proved useful.',
        'Stories like these show that success rarely depends on secret tricks; it comes from patience, attention and the willingness to adjust.',
        'They also show the value of learning from others, as long as you treat their experience as inspiration rather than as a strict template.',
        'If you look around, you will probably find similar examples close to home, and they are often the most relevant ones to study.',
      ],
    },
    people: {
      headings: ['The human side', 'Involving the people around you', 'Working with others'],
      sentences: [
        'Progress with {ref} is rarely a solo effort, since colleagues, friends or customers often notice things that we overlook.',
        'Explaining your goals to the people involved creates support and reduces misunderstandings before they turn into conflicts.',
        'It also helps to agree on who does what, because shared work without clear roles tends to slow down at the worst moments.',
        'Listening carefully to objections is valuable as well, as the most critical voices often point to risks worth taking seriously.',
        '{Aud} who build a small circle of people to exchange ideas with usually learn faster and stay motivated for longer.',
        'Finally, recognising the contributions of others costs nothing and makes them far more willing to help again next time.',
      ],
    },
    mistakes: {
      headings: ['Common mistakes to avoid', 'Pitfalls worth knowing', 'What usually goes wrong'],
      sentences: [
        'Even experienced people fall into predictable traps with {ref}, and knowing them in advance saves a great deal of frustration.',
        'The most frequent mistake is trying to do everything at once, which spreads attention thin and makes results hard to measure.',
        'Another is relying on a single source of advice without checking whether it really applies to your situation and your goals.',
        'Many also underestimate the time needed for learning, so they give up right before the effort starts to pay off.',
        'Skipping the review step means repeating the same errors, because nothing forces you to notice what went wrong.',
      ],
      list: [
        'Chasing too many goals at the same time.',
        'Copying solutions without adapting them.',
        'Skipping the planning stage entirely.',
        'Ignoring feedback and early warning signs.',
        'Expecting big results after very little effort.',
      ],
    },
    tools: {
      headings: ['Useful tools and resources', 'What you need to get going', 'Resources that make it easier'],
      sentences: [
        'You do not need an expensive setup to work well on {ref}; a few reliable tools used consistently are usually enough.',
        'A simple notebook or digital document for goals and observations is often the most valuable resource of all.',
        'Good guides, courses and communities about {kw} can shorten the learning curve considerably, especially at the beginning.',
        'Choose tools that fit the way you already work, because a clever system you never open is of no help to anyone.',
        'Review your toolkit every few months and remove whatever adds complexity without bringing clear benefits.',
      ],
      list: [
        'A notebook or document for goals and notes.',
        'A calendar with fixed time for the work.',
        'One or two trusted guides or courses.',
        'A community where you can ask questions.',
        'A simple way to track progress over time.',
      ],
    },
    measure: {
      headings: ['How to measure progress', 'Tracking your results', 'Knowing what works'],
      sentences: [
        'What gets measured tends to improve, so decide early which signs will tell you that your work on {ref} is paying off.',
        'Pick a small number of indicators that are easy to collect, since complicated metrics are usually abandoned after a few weeks.',
        'Compare results over longer periods rather than day by day, because short-term noise can hide the real direction of change.',
        'Qualitative signals matter too: feedback from the people around you often reveals problems and successes that numbers miss.',
        'When an indicator stops moving, treat it as information rather than failure, and use it to decide what to try next.',
        'A short monthly review, with notes on what changed and why, turns scattered observations into lessons you can actually apply.',
      ],
    },
    future: {
      headings: ['Trends to watch', 'Looking ahead', 'What comes next'],
      sentences: [
        'Like most fields, {ref} keeps evolving, and the people who follow those changes calmly tend to adapt with the least effort.',
        'New tools and methods appear regularly, but the underlying principles change much more slowly than the headlines suggest.',
        'One clear trend is the growing importance of personalisation, as general advice gives way to approaches tailored to each situation.',
        'Another is easier access to knowledge about {kw}, which lowers the barrier to entry but also makes careful filtering more important.',
        'Staying curious without chasing every novelty is probably the healthiest attitude for the years ahead.',
        'If you build on solid fundamentals today, you will be able to test new ideas tomorrow without losing what already works.',
      ],
    },
  },
  tones: {
    professional: {
      intro:
        'This overview is written for {audFor} who want reliable, practical guidance that can be applied without delay.',
      body: [
        'A structured approach reduces risk and makes it easier to explain decisions to colleagues, partners or clients.',
        'Documenting the process also creates a reference that saves time the next time a similar question comes up.',
      ],
      conclusion:
        'With clear goals, a realistic plan and regular reviews, {ref} becomes a manageable and rewarding part of your work.',
      connectors: ['In practice,', 'At the same time,', 'For this reason,'],
    },
    persuasive: {
      intro:
        'If you have been postponing {ref}, consider this your sign to start: for {audFor}, the benefits are real and the first step is smaller than it looks.',
      body: [
        'Every week you wait is a week of progress you will not get back, while those who start now are already learning.',
        'The best part is that the first results often arrive quickly, and they make every next step feel easier.',
      ],
      conclusion:
        'So do not wait for a perfect moment: pick one idea from this article, apply it today and let the results convince you.',
      connectors: ['Best of all,', 'Just as importantly,', 'Even better,'],
    },
    friendly: {
      intro:
        'Welcome! We will go through {ref} together, step by step, in a way that feels approachable for {audFor}.',
      body: [
        'Remember that nobody gets everything right the first time, and that is perfectly fine.',
        'Take what is useful for you now, leave the rest for later and enjoy the process of learning something new.',
      ],
      conclusion:
        'Thanks for reading, and good luck: you now have everything you need to take the first step with confidence.',
      connectors: ['Happily,', 'On top of that,', 'Along the way,'],
    },
    casual: {
      intro:
        "Let's keep it simple: {ref} sounds bigger than it is, so here is a relaxed look at what actually matters for {audFor}.",
      body: [
        'No need to overthink it; most of the magic comes from just showing up and trying things out.',
        "And if something flops, that's fine, it just means you've found one more thing that doesn't work.",
      ],
      conclusion: "That's pretty much it: grab one idea, give it a go this week and see what happens.",
      connectors: ['Plus,', 'Honestly,', 'Also,'],
    },
    formal: {
      intro:
        'The present article examines the principal aspects of {ref} and sets out the considerations most relevant to {audFor}.',
      body: [
        'It should be noted that the conclusions presented here are general in nature and must be adapted to specific circumstances.',
        'A methodical approach, supported by adequate documentation, is therefore recommended at every stage.',
      ],
      conclusion:
        'In conclusion, a rigorous and well-documented approach to {ref} allows sound decisions and durable results.',
      connectors: ['Furthermore,', 'Consequently,', 'Moreover,'],
    },
    informative: {
      intro:
        'This guide explains what {ref} involves, why it matters and how {aud} can approach it with confidence.',
      body: [
        'Research and practical experience both suggest that gradual, well-measured changes are the most likely to last.',
        'Understanding the reasons behind each recommendation makes it easier to apply it correctly in new situations.',
      ],
      conclusion:
        'In short, understanding the essentials, acting step by step and measuring results are the keys to making progress with {ref}.',
      connectors: ['In fact,', 'In addition,', 'Notably,'],
    },
  },
  generic: [
    'It is worth remembering that every situation is a little different, so the ideas in this article are a starting point rather than a rigid rulebook.',
    'Progress is rarely linear: periods of quick improvement alternate with plateaus, and both are a normal part of the process.',
    'Small, repeatable habits usually matter more than occasional heroic efforts, because they keep working even on busy days.',
    'Asking for feedback early can feel uncomfortable, yet it is one of the fastest ways to discover what really needs attention.',
    'Clear priorities also make it easier to say no to distractions that look urgent but add little value.',
    'Writing things down, even briefly, helps turn scattered thoughts into decisions that can be reviewed and improved.',
    'Patience plays a bigger role than most people expect, especially in the first weeks when results are still hard to see.',
    'Sharing what you learn with others is a good test of understanding, because explaining an idea exposes the gaps in it.',
    "Realistic expectations protect motivation, since disappointment often comes from comparing a first attempt with someone else's best work.",
    'Simple solutions deserve a fair trial before complex ones, as they are cheaper to test and easier to maintain.',
    'Experience shows that the details matter, but only after the big decisions have been made correctly.',
    'Taking short breaks to reflect on what you are doing can prevent hours of effort in the wrong direction.',
    'It also pays to keep a list of open questions, so that every new piece of information has a place to land.',
    'Mistakes are inevitable, and treating them as data instead of as personal failures makes learning considerably faster.',
    'Good decisions usually balance ambition with the resources that are actually available, not the ones we wish we had.',
    'When in doubt, a small experiment is almost always better than a long debate about what might happen.',
    'Over time, the combination of curiosity and discipline tends to produce results that neither could achieve alone.',
    'It helps to celebrate modest wins along the way, since they confirm that the approach is working.',
    'Conversations with people who face similar challenges often bring practical ideas that no manual mentions.',
    'A calm, steady pace is easier to sustain than an intense sprint followed by a long pause.',
    'Revisiting the original goal from time to time keeps the work focused and prevents a slow drift in other directions.',
    'The right level of detail depends on the goal, so there is no need to perfect parts that hardly affect the outcome.',
    'Consistency also builds trust, whether with colleagues, with customers or simply with yourself.',
    'In the end, the most useful knowledge is the kind you have tested in practice and adapted to your own circumstances.',
  ],
  conclusionHeadings: ['Conclusion', 'Final thoughts', 'Key takeaways'],
  conclusionGeneric: [
    'The ideas behind {title} are not complicated, but they work best when applied consistently over time.',
    'Start small, keep notes, review your results regularly and adjust the plan whenever reality suggests a better path.',
    'Come back to this guide whenever you need a reminder of the essentials or a checklist before a new stage.',
    'Each step you take builds experience, and experience is what ultimately turns good intentions into lasting results.',
  ],
  meta: [
    '{titlePlain}: a practical guide for {audFor}, with key ideas, concrete steps and common mistakes to avoid.',
    '{titlePlain}: essential concepts, practical steps and useful tools, explained for {audFor}.',
    'Everything about {titlePlain} in one place: why it matters, how to start and how to measure progress.',
  ],
  genericTags: ['guide', 'tips', 'how-to', 'best practices'],
  titleTemplates: [
    '{Topic}: A Practical Guide',
    'How to Get Started with {topic}',
    '{Topic}: Mistakes to Avoid and What to Do Instead',
    'Everything You Need to Know About {topic}',
    "A Beginner's Roadmap to {topic}",
    '{Topic}: Explained in Plain Language',
    '7 Proven Ideas for {topic}',
    'Why You Should Care About {topic}',
    'The Complete Checklist for {topic}',
    '{Topic}: Lessons from Real Experience',
    'From Zero to Confident with {topic}',
    'What the Experts Know About {topic}',
    '{Topic} in 5 Simple Steps',
    'Smart Strategies for {topic}',
  ],
};

import type { SocialLanguage, SocialSourceStudio, SocialTone } from '@forja/contracts';

/*
 * Sentence material for the offline social posts writer, one set per language. Placeholders:
 * {topic}/{Topic} the subject of the idea or of the saved item's title (singular or plural,
 * any gender: only after a preposition, as an object, or before a colon, so nothing has to
 * agree with it), {title} the saved item's title, quoted.
 */

export interface PostPhrases {
  quote: (text: string) => string;
  /** The opening line, by tone. */
  hooks: Record<SocialTone, string[]>;
  /** The line that presents the saved item a post is written from. */
  fromSource: Record<SocialSourceStudio, string[]>;
  /** Where to find the whole saved item. */
  readMore: Record<SocialSourceStudio, string>;
  /** What a post says about the topic when there is no source text to quote from. */
  points: string[];
  /** LinkedIn's heading above the points. */
  takeaways: string;
  /** The closing line that invites replies, by tone. */
  questions: Record<SocialTone, string[]>;
  /** Instagram's invitation to save and share. */
  saveThis: string[];
  /** Tags added when the text has too few keywords for the platform's count (Instagram's 8). */
  fillerTags: string[];
}

const EN: PostPhrases = {
  quote: (t) => `“${t}”`,
  hooks: {
    professional: [
      'A closer look at {topic}, and why it matters now.',
      '{Topic}: what is worth knowing before you decide.',
      'Some thoughts on {topic} from our latest work.',
    ],
    friendly: [
      "Let's talk about {topic} for a minute.",
      'Curious about {topic}? Grab a coffee, this one is for you.',
      "We've been thinking a lot about {topic} lately.",
    ],
    inspiring: [
      'Every big change starts with a small step, even with {topic}.',
      '{Topic}: proof that small ideas can go a long way.',
      'Here is to everyone who keeps going with {topic}.',
    ],
    casual: [
      'Okay, quick one about {topic}.',
      "{Topic}. Yep, we're going there.",
      'Real talk about {topic}.',
    ],
    persuasive: [
      "If you haven't looked at {topic} yet, now is the time.",
      "{Topic}: the one thing you shouldn't put off.",
      "Here's why you should care about {topic}.",
    ],
  },
  fromSource: {
    article: ['New on the blog: {title}.', 'We just published {title}.'],
    videoScript: ['Coming soon on video: {title}.', 'Our next video: {title}.'],
    video: ['New video: {title}.', 'Watch our latest video: {title}.'],
  },
  readMore: {
    article: 'Read the full article on our blog.',
    videoScript: 'The full video is on its way.',
    video: 'Watch the full video on our channel.',
  },
  points: [
    'Start small with {topic}: one clear step beats a perfect plan.',
    'The people who do it well keep it simple and stay consistent.',
    'Most mistakes come from rushing the basics.',
    'Ask the people you serve what they expect, then listen.',
    'A little time each week adds up faster than you think.',
    'Share what you learn about {topic}: others are asking the same questions.',
  ],
  takeaways: 'What stands out:',
  questions: {
    professional: ['What has your experience been with {topic}?', 'How does your team approach this?'],
    friendly: ['What do you think? Tell us in the comments.', "Have you tried this? We'd love to hear."],
    inspiring: ["What's the first step you'll take?", 'Who inspired you to start? Tag them below.'],
    casual: ['Agree or nah?', 'Thoughts? Drop them below.'],
    persuasive: ['Ready to start? Let us know below.', "What's stopping you? Tell us below."],
  },
  saveThis: [
    'Save this post for later and share it with someone who needs it.',
    'Tap save so you have it when you need it.',
  ],
  fillerTags: ['tips', 'inspiration', 'learning', 'community', 'ideas', 'growth', 'howto', 'motivation'],
};

const RO: PostPhrases = {
  quote: (t) => `„${t}”`,
  hooks: {
    professional: [
      'Ce am învățat despre {topic} și de ce contează acum.',
      '{Topic}: ce merită să știi înainte să decizi.',
      'Câteva gânduri despre {topic}, din experiența noastră recentă.',
    ],
    friendly: [
      'Hai să vorbim puțin despre {topic}.',
      'Ia o cafea: azi vorbim despre {topic}.',
      'Ne tot gândim în ultima vreme la {topic}.',
    ],
    inspiring: [
      'Orice schimbare mare începe cu un pas mic, chiar și cu {topic}.',
      '{Topic}: dovada că ideile mici pot ajunge departe.',
      'Pentru toți cei care nu renunță la {topic}.',
    ],
    casual: [
      'Bun, una scurtă despre {topic}.',
      '{Topic}. Da, vorbim și despre asta.',
      'Vorbă sinceră despre {topic}.',
    ],
    persuasive: [
      'Dacă nu te-ai uitat încă la {topic}, acum e momentul.',
      '{Topic}: lucrul pe care nu ar trebui să-l mai amâni.',
      'Iată de ce merită să te gândești la {topic}.',
    ],
  },
  fromSource: {
    article: ['Articol nou pe blog: {title}.', 'Tocmai am publicat {title}.'],
    videoScript: ['În curând, un video nou: {title}.', 'Următorul nostru video: {title}.'],
    video: ['Video nou: {title}.', 'Urmărește cel mai nou video: {title}.'],
  },
  readMore: {
    article: 'Citește articolul complet pe blog.',
    videoScript: 'Video-ul complet vine în curând.',
    video: 'Urmărește video-ul complet pe canalul nostru.',
  },
  points: [
    'Începe cu pași mici cu {topic}: un pas clar bate un plan perfect.',
    'Cei care reușesc păstrează lucrurile simple și sunt consecvenți.',
    'Cele mai multe greșeli vin din graba de a sări peste lucrurile de bază.',
    'Întreabă-i pe cei pentru care lucrezi ce așteaptă și ascultă-i.',
    'Puțin timp în fiecare săptămână se adună mai repede decât crezi.',
    'Împărtășește ce înveți despre {topic}: și alții își pun aceleași întrebări.',
  ],
  takeaways: 'Ce iese în evidență:',
  questions: {
    professional: ['Care este experiența ta cu {topic}?', 'Cum abordați asta în echipa voastră?'],
    friendly: ['Tu ce crezi? Spune-ne în comentarii.', 'Ai încercat deja? Ne-ar plăcea să aflăm.'],
    inspiring: ['Care e primul pas pe care îl faci?', 'Cine te-a inspirat să începi? Dă-i tag mai jos.'],
    casual: ['De acord sau nu prea?', 'Ce zici? Scrie-ne mai jos.'],
    persuasive: ['Gata să începi? Spune-ne mai jos.', 'Ce te oprește? Spune-ne mai jos.'],
  },
  saveThis: [
    'Salvează postarea pentru mai târziu și trimite-o cuiva care are nevoie de ea.',
    'Apasă pe salvare ca s-o ai la îndemână când ai nevoie.',
  ],
  // Romanian hashtags are usually written without diacritics.
  fillerTags: [
    'sfaturi',
    'inspiratie',
    'invatare',
    'comunitate',
    'idei',
    'dezvoltare',
    'romania',
    'motivatie',
  ],
};

const ES: PostPhrases = {
  quote: (t) => `«${t}»`,
  hooks: {
    professional: [
      'Una mirada atenta a {topic} y a por qué importa ahora.',
      '{Topic}: lo que conviene saber antes de decidir.',
      'Algunas reflexiones sobre {topic} a partir de nuestro trabajo reciente.',
    ],
    friendly: [
      'Hablemos un momento sobre {topic}.',
      '¿Con ganas de saber más sobre {topic}? Sírvete un café, esto es para ti.',
      'Últimamente pensamos mucho en {topic}.',
    ],
    inspiring: [
      'Todo gran cambio empieza con un paso pequeño, también con {topic}.',
      '{Topic}: la prueba de que las ideas pequeñas llegan lejos.',
      'Por todos los que siguen adelante con {topic}.',
    ],
    casual: [
      'Vale, una rápida sobre {topic}.',
      '{Topic}. Sí, vamos a hablar de eso.',
      'Hablando claro sobre {topic}.',
    ],
    persuasive: [
      'Si todavía no le has dedicado tiempo a {topic}, este es el momento.',
      '{Topic}: eso que no deberías dejar para mañana.',
      'Por esto vale la pena pensar en {topic}.',
    ],
  },
  fromSource: {
    article: ['Nuevo en el blog: {title}.', 'Acabamos de publicar {title}.'],
    videoScript: ['Muy pronto en vídeo: {title}.', 'Nuestro próximo vídeo: {title}.'],
    video: ['Nuevo vídeo: {title}.', 'Mira nuestro último vídeo: {title}.'],
  },
  readMore: {
    article: 'Lee el artículo completo en el blog.',
    videoScript: 'El vídeo completo llega muy pronto.',
    video: 'Mira el vídeo completo en nuestro canal.',
  },
  points: [
    'Empieza poco a poco con {topic}: un paso claro vale más que un plan perfecto.',
    'Quienes lo hacen bien lo mantienen simple y son constantes.',
    'La mayoría de los errores vienen de saltarse lo básico.',
    'Pregunta a las personas a las que sirves qué esperan y escúchalas.',
    'Un poco de tiempo cada semana suma más rápido de lo que crees.',
    'Comparte lo que aprendes sobre {topic}: otros se hacen las mismas preguntas.',
  ],
  takeaways: 'Lo que destaca:',
  questions: {
    professional: ['¿Cuál es tu experiencia con {topic}?', '¿Cómo lo abordáis en vuestro equipo?'],
    friendly: ['¿Qué opinas? Cuéntanoslo en los comentarios.', '¿Ya lo has probado? Nos encantaría saberlo.'],
    inspiring: ['¿Cuál será tu primer paso?', '¿Quién te inspiró a empezar? Etiquétalo abajo.'],
    casual: ['¿De acuerdo o no tanto?', '¿Qué piensas? Escríbelo abajo.'],
    persuasive: ['¿Listo para empezar? Cuéntanoslo abajo.', '¿Qué te frena? Cuéntanoslo abajo.'],
  },
  saveThis: [
    'Guarda esta publicación para más tarde y compártela con quien la necesite.',
    'Dale a guardar para tenerla a mano cuando la necesites.',
  ],
  fillerTags: [
    'consejos',
    'inspiracion',
    'aprendizaje',
    'comunidad',
    'ideas',
    'crecimiento',
    'emprendimiento',
    'motivacion',
  ],
};

export const POST_PHRASES: Record<SocialLanguage, PostPhrases> = { en: EN, ro: RO, es: ES };

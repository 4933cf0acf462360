import type { ArticleLexicon } from './lexicon.js';

/**
 * Spanish sentence material for the offline article writer (placeholders: see lexicon.ts).
 * {ref} is always a masculine singular noun phrase so that agreement never breaks.
 */
export const ES: ArticleLexicon = {
  quote: (t) => `«${t}»`,
  audiences: {
    general: { aud: 'los lectores', audFor: 'lectores de todos los niveles' },
    tech: { aud: 'los profesionales de la tecnología', audFor: 'profesionales de la tecnología' },
    business: { aud: 'los dueños de pequeñas empresas', audFor: 'dueños de pequeñas empresas' },
    marketers: { aud: 'los especialistas en marketing', audFor: 'especialistas en marketing' },
    beginners: { aud: 'los principiantes', audFor: 'principiantes' },
    experts: { aud: 'los expertos', audFor: 'expertos' },
  },
  refs: ['este tema', 'este asunto', 'este ámbito'],
  introGeneric: [
    'El tema {title} plantea muchas preguntas, y las respuestas suelen estar repartidas en fuentes que se contradicen.',
    'A continuación encontrarás las ideas principales sobre {title}, los pasos prácticos que se derivan de ellas y los errores que conviene evitar.',
    'Tanto si solo sientes curiosidad como si ya estás trabajando en ello, {title} recompensa más un enfoque estructurado que la improvisación.',
    'Mucha gente se acerca por primera vez a {title} con grandes expectativas y muy poca orientación, por eso una visión de conjunto clara resulta especialmente útil.',
  ],
  themes: {
    why: {
      headings: ['Por qué importa', 'Por qué merece tu atención', 'Qué está realmente en juego'],
      sentences: [
        'Entender bien {ref} no es un lujo: influye en las decisiones de cada día, y las pequeñas mejoras se acumulan semana tras semana.',
        'Cuando se trata de {kw}, la diferencia entre una simple suposición y una decisión informada suele notarse en tiempo ganado, dinero ahorrado y estrés evitado.',
        '{Aud} que dedican tiempo a comprender lo básico suelen notar que los problemas se hacen más pequeños y las oportunidades, más fáciles de ver.',
        'Ignorar {ref} rara vez lo hace desaparecer; lo más habitual es que vuelva más tarde, cuando arreglarlo resulta más lento y más caro.',
        'También hay un lado motivador, porque ver avances claros es una de las formas más fiables de seguir adelante cuando el entusiasmo baja.',
        'En un mundo que cambia deprisa, dominar lo esencial te da un punto de referencia estable para valorar ideas y tendencias nuevas.',
        'Sobre todo, convierte las intenciones vagas en prioridades concretas que puedes planificar, comentar con otros y llevar a término.',
      ],
    },
    basics: {
      headings: ['Lo esencial', 'Conceptos clave', 'Empieza por los fundamentos'],
      sentences: [
        'Todo enfoque sólido parte de unas pocas ideas básicas que siguen siendo válidas por mucho que avances.',
        'La primera es la claridad del objetivo: saber exactamente qué quieres lograr hace que cada decisión posterior sea más fácil de valorar.',
        'La segunda es el contexto, porque lo que funciona bien en una situación puede encajar mal en otra, aunque ambas se parezcan.',
        'También ayuda aprender el vocabulario relacionado con {kw}, ya que las palabras precisas facilitan mucho encontrar buena información y hacer las preguntas adecuadas.',
        'Muchas personas se saltan estos fundamentos con prisa por ver resultados y luego pierden más tiempo corrigiendo errores evitables.',
        'Un modelo mental sencillo, aunque sea imperfecto, es mucho más útil que una larga lista de datos y reglas sin conexión.',
        'Cuando la base está clara, las técnicas avanzadas dejan de parecer misteriosas y empiezan a sentirse como pasos naturales.',
      ],
    },
    steps: {
      headings: [
        'Pasos prácticos para empezar',
        'Un plan sencillo para arrancar',
        'Cómo llevarlo a la práctica',
      ],
      sentences: [
        'La forma más fácil de avanzar en {ref} es dividir el trabajo en pasos pequeños que puedan terminarse en una sola sesión.',
        'Empieza con una mirada honesta a tu situación actual, porque un punto de partida realista hace que cada estimación posterior sea más precisa.',
        'Después elige una sola prioridad y dedícale toda tu atención durante un tiempo, en lugar de repartir la energía en muchos frentes.',
        'Reserva tiempo de forma regular en tu calendario, aunque sean solo treinta minutos, porque la constancia supera a los esfuerzos ocasionales.',
        'Después de cada paso, anota qué funcionó y qué no, para que la siguiente ronda parta de la experiencia y no de recuerdos vagos.',
        'No esperes condiciones perfectas: una primera versión modesta que existe vale más que un plan ideal que se queda en un cajón.',
      ],
      list: [
        'Define un objetivo claro y medible.',
        'Haz una lista de los recursos y el tiempo que realmente tienes.',
        'Empieza por la tarea útil más pequeña.',
        'Revisa los resultados después de una o dos semanas.',
        'Ajusta el plan y repite el ciclo.',
      ],
    },
    examples: {
      headings: ['Ejemplos reales', 'Cómo se ve en la práctica', 'Lecciones de la experiencia'],
      sentences: [
        'Piensa en un equipo pequeño que decidió mejorar una sola cosa cada semana en lugar de intentar un cambio completo de una vez.',
        'Al cabo de unos meses, los cambios acumulados fueron mayores que los que cualquier proyecto ambicioso habría logrado en el mismo tiempo.',
        'Otra historia habitual es la de alguien que copió una receta popular sobre {kw} y se decepcionó, simplemente porque su situación era distinta.',
        'Lo que por fin funcionó fue adaptar la idea a sus propias limitaciones, probarla a pequeña escala y quedarse solo con lo que resultó útil.',
        'Historias como estas muestran que el éxito rara vez depende de trucos secretos; nace de la paciencia, la atención y la disposición a ajustar el rumbo.',
        'También muestran el valor de aprender de los demás, siempre que tomes su experiencia como inspiración y no como una plantilla rígida.',
        'Si miras a tu alrededor, probablemente encontrarás ejemplos parecidos muy cerca, y suelen ser los más relevantes para estudiar.',
      ],
    },
    people: {
      headings: ['El lado humano', 'Implica a las personas de tu entorno', 'Trabajar con otros'],
      sentences: [
        'Avanzar en {ref} rara vez es un esfuerzo solitario, ya que compañeros, amigos o clientes suelen notar cosas que a nosotros se nos escapan.',
        'Explicar tus objetivos a las personas implicadas genera apoyo y reduce los malentendidos antes de que se conviertan en conflictos.',
        'También ayuda acordar quién hace qué, porque el trabajo compartido sin funciones claras tiende a frenarse en los peores momentos.',
        'Escuchar con atención las objeciones también es valioso, ya que las voces más críticas suelen señalar riesgos que merece la pena tomar en serio.',
        '{Aud} que crean un pequeño círculo de personas con quienes intercambiar ideas suelen aprender más rápido y mantener la motivación durante más tiempo.',
        'Por último, reconocer las aportaciones de los demás no cuesta nada y los hace mucho más dispuestos a ayudar la próxima vez.',
      ],
    },
    mistakes: {
      headings: [
        'Errores comunes que conviene evitar',
        'Trampas que vale la pena conocer',
        'Lo que suele salir mal',
      ],
      sentences: [
        'Incluso las personas con experiencia caen en trampas previsibles, y conocerlas de antemano ahorra muchas frustraciones.',
        'El error más frecuente es intentar hacerlo todo a la vez, lo que dispersa la atención y hace que los resultados sean difíciles de medir.',
        'Otro es confiar en una única fuente de consejos sin comprobar si de verdad se aplica a tu situación y a tus objetivos.',
        'Muchos también subestiman el tiempo necesario para aprender, así que abandonan justo antes de que el esfuerzo empiece a dar fruto.',
        'Saltarse la revisión lleva a repetir los mismos errores, porque nada te obliga a notar qué salió mal.',
      ],
      list: [
        'Perseguir demasiados objetivos al mismo tiempo.',
        'Copiar soluciones sin adaptarlas.',
        'Saltarse por completo la planificación.',
        'Ignorar las opiniones y las primeras señales de alarma.',
        'Esperar grandes resultados con muy poco esfuerzo.',
      ],
    },
    tools: {
      headings: [
        'Herramientas y recursos útiles',
        'Lo que necesitas para empezar',
        'Recursos que lo hacen más fácil',
      ],
      sentences: [
        'No necesitas un equipo caro para trabajar bien; normalmente bastan unas pocas herramientas fiables usadas con constancia.',
        'Un simple cuaderno o un documento digital para objetivos y observaciones suele ser el recurso más valioso de todos.',
        'Las buenas guías, cursos y comunidades sobre {kw} pueden acortar mucho la curva de aprendizaje, sobre todo al principio.',
        'Elige herramientas que encajen con tu forma de trabajar, porque un sistema ingenioso que nunca abres no ayuda a nadie.',
        'Revisa tus herramientas cada pocos meses y elimina todo lo que añada complejidad sin aportar beneficios claros.',
      ],
      list: [
        'Un cuaderno o documento para objetivos y notas.',
        'Un calendario con tiempo reservado para esta tarea.',
        'Una o dos guías o cursos de confianza.',
        'Una comunidad donde puedas hacer preguntas.',
        'Una forma sencilla de seguir el progreso.',
      ],
    },
    measure: {
      headings: ['Cómo medir el progreso', 'Seguimiento de resultados', 'Saber qué funciona'],
      sentences: [
        'Lo que se mide tiende a mejorar, así que decide pronto qué señales te indicarán que tu trabajo está dando resultados.',
        'Elige un número pequeño de indicadores fáciles de recoger, porque las métricas complicadas suelen abandonarse a las pocas semanas.',
        'Compara los resultados en periodos largos y no día a día, ya que el ruido a corto plazo puede ocultar la dirección real del cambio.',
        'Las señales cualitativas también cuentan: las opiniones de quienes te rodean revelan a menudo problemas y logros que las cifras no captan.',
        'Cuando un indicador deja de moverse, tómalo como información y no como un fracaso, y úsalo para decidir qué probar a continuación.',
        'Una breve revisión mensual, con notas sobre qué cambió y por qué, convierte observaciones sueltas en lecciones que puedes aplicar.',
      ],
    },
    future: {
      headings: ['Tendencias a seguir', 'Mirando hacia adelante', 'Lo que viene'],
      sentences: [
        'Como casi todos los campos, {ref} evoluciona sin parar, y quienes siguen los cambios con calma se adaptan con menos esfuerzo.',
        'Aparecen herramientas y métodos nuevos con frecuencia, pero los principios de fondo cambian mucho más despacio de lo que sugieren los titulares.',
        'Una tendencia clara es la creciente importancia de la personalización, a medida que los consejos generales dejan paso a enfoques adaptados a cada caso.',
        'Otra es el acceso cada vez más fácil a información sobre {kw}, lo que reduce la barrera de entrada pero hace aún más importante filtrar con cuidado.',
        'Mantener la curiosidad sin perseguir cada novedad es probablemente la actitud más sana para los próximos años.',
        'Si hoy construyes sobre fundamentos sólidos, mañana podrás probar ideas nuevas sin perder lo que ya funciona.',
      ],
    },
  },
  tones: {
    professional: {
      intro:
        'Este artículo está pensado para {audFor} que buscan orientación práctica y fiable, aplicable desde hoy mismo.',
      body: [
        'Un enfoque estructurado reduce los riesgos y facilita explicar las decisiones a colegas, socios o clientes.',
        'Documentar el proceso crea además una referencia que ahorra tiempo la próxima vez que surja una pregunta parecida.',
      ],
      conclusion:
        'Con objetivos claros, un plan realista y revisiones periódicas, {ref} se convierte en una parte manejable y gratificante de tu trabajo.',
      connectors: ['En la práctica,', 'Al mismo tiempo,', 'Por este motivo,'],
    },
    persuasive: {
      intro:
        'Si llevas tiempo posponiendo {ref}, esta es la señal para empezar: para {audFor}, los beneficios son reales y el primer paso es más pequeño de lo que parece.',
      body: [
        'Cada semana de espera es una semana de progreso que no vas a recuperar, mientras quienes empiezan ahora ya están aprendiendo.',
        'Lo mejor es que los primeros resultados suelen llegar pronto y hacen que cada paso siguiente parezca más fácil.',
      ],
      conclusion:
        'Así que no esperes el momento perfecto: elige una idea de este artículo, aplícala hoy y deja que los resultados te convenzan.',
      connectors: ['Mejor aún,', 'Igual de importante,', 'Más aún,'],
    },
    friendly: {
      intro: '¡Bienvenido! Vamos a recorrer juntos {ref}, paso a paso, de una forma cercana para {audFor}.',
      body: [
        'Recuerda que nadie lo hace todo bien a la primera, y no pasa nada.',
        'Quédate con lo que te sirva ahora, deja el resto para más adelante y disfruta aprendiendo algo nuevo.',
      ],
      conclusion:
        'Gracias por leer y mucha suerte: ya tienes todo lo necesario para dar el primer paso con confianza.',
      connectors: ['Por suerte,', 'Además,', 'Por el camino,'],
    },
    casual: {
      intro:
        'Seamos sinceros: {ref} parece más complicado de lo que es, así que aquí va un repaso relajado de lo que de verdad importa para {audFor}.',
      body: [
        'No hace falta darle demasiadas vueltas; buena parte de la magia está en ponerse manos a la obra y probar.',
        'Y si algo sale mal, tranquilo, solo significa que has descubierto otra cosa que no funciona.',
      ],
      conclusion: 'Y eso es todo: elige una idea, pruébala esta semana y mira qué pasa.',
      connectors: ['Y ojo,', 'La verdad,', 'Encima,'],
    },
    formal: {
      intro:
        'El presente artículo examina los aspectos principales del tema y expone las consideraciones más relevantes para {audFor}.',
      body: [
        'Cabe precisar que las conclusiones aquí presentadas tienen carácter general y deben adaptarse a cada circunstancia concreta.',
        'Se recomienda, por tanto, un enfoque metódico, respaldado por una documentación adecuada, en cada etapa.',
      ],
      conclusion:
        'En conclusión, un enfoque riguroso y bien documentado permite tomar decisiones fundadas y obtener resultados duraderos.',
      connectors: ['Asimismo,', 'En consecuencia,', 'Por otra parte,'],
    },
    informative: {
      intro:
        'Esta guía explica en qué consiste {ref}, por qué importa y cómo pueden abordarlo con confianza {aud}.',
      body: [
        'Tanto la investigación como la experiencia práctica indican que los cambios graduales y bien medidos son los que más perduran.',
        'Entender las razones de cada recomendación facilita aplicarla correctamente en situaciones nuevas.',
      ],
      conclusion:
        'En resumen, comprender lo esencial, actuar paso a paso y medir los resultados son las claves para avanzar.',
      connectors: ['De hecho,', 'Además,', 'En concreto,'],
    },
  },
  generic: [
    'Conviene recordar que cada situación es un poco distinta, así que las ideas de este artículo son un punto de partida y no un reglamento rígido.',
    'El progreso rara vez es lineal: las etapas de mejora rápida se alternan con mesetas, y ambas forman parte normal del proceso.',
    'Los hábitos pequeños y repetibles suelen importar más que los esfuerzos heroicos ocasionales, porque siguen funcionando incluso en los días más ocupados.',
    'Pedir opiniones pronto puede resultar incómodo, pero es una de las maneras más rápidas de descubrir qué necesita atención de verdad.',
    'Tener prioridades claras también facilita decir que no a las distracciones que parecen urgentes pero aportan poco.',
    'Poner las cosas por escrito, aunque sea brevemente, convierte pensamientos dispersos en decisiones que se pueden revisar y mejorar.',
    'La paciencia tiene un papel mayor de lo que la mayoría espera, sobre todo en las primeras semanas, cuando los resultados aún cuestan de ver.',
    'Compartir lo que aprendes con otros es una buena prueba de comprensión, porque explicar una idea deja al descubierto sus lagunas.',
    'Las expectativas realistas protegen la motivación, ya que la decepción suele venir de comparar un primer intento con el mejor trabajo de otra persona.',
    'Las soluciones sencillas merecen una oportunidad antes que las complejas, porque son más baratas de probar y más fáciles de mantener.',
    'La experiencia demuestra que los detalles importan, pero solo después de haber tomado bien las decisiones grandes.',
    'Hacer pausas breves para reflexionar sobre lo que estás haciendo puede evitar horas de esfuerzo en la dirección equivocada.',
    'También compensa llevar una lista de preguntas abiertas, para que cada dato nuevo tenga un lugar donde encajar.',
    'Los errores son inevitables, y tratarlos como datos en lugar de fracasos personales acelera mucho el aprendizaje.',
    'Las buenas decisiones equilibran la ambición con los recursos que realmente existen, no con los que nos gustaría tener.',
    'En caso de duda, un pequeño experimento casi siempre es mejor que un largo debate sobre lo que podría pasar.',
    'Con el tiempo, la combinación de curiosidad y disciplina produce resultados que ninguna de las dos lograría por separado.',
    'Ayuda celebrar los pequeños logros por el camino, porque confirman que el enfoque está funcionando.',
    'Las conversaciones con personas que afrontan retos parecidos aportan a menudo ideas prácticas que ningún manual menciona.',
    'Un ritmo tranquilo y constante es más fácil de mantener que un esfuerzo intenso seguido de una larga pausa.',
    'Volver de vez en cuando al objetivo original mantiene el trabajo enfocado y evita que se desvíe poco a poco.',
    'El nivel de detalle adecuado depende del objetivo, así que no hace falta perfeccionar partes que apenas influyen en el resultado.',
    'La constancia también genera confianza, ya sea con compañeros, con clientes o simplemente contigo mismo.',
    'Al final, el conocimiento más útil es el que has probado en la práctica y adaptado a tus propias circunstancias.',
  ],
  conclusionHeadings: ['Conclusión', 'Reflexiones finales', 'Ideas clave'],
  conclusionGeneric: [
    'Las ideas de {title} no son complicadas, pero funcionan mejor cuando se aplican con constancia a lo largo del tiempo.',
    'Empieza con pasos pequeños, toma notas, revisa los resultados con regularidad y ajusta el plan cuando la realidad sugiera un camino mejor.',
    'Vuelve a esta guía siempre que necesites recordar lo esencial o repasar una lista antes de una nueva etapa.',
    'Cada paso que das suma experiencia, y la experiencia es lo que al final convierte las buenas intenciones en resultados duraderos.',
  ],
  meta: [
    '{titlePlain}: guía práctica para {audFor}, con ideas clave, pasos concretos y errores comunes que conviene evitar.',
    '{titlePlain}: conceptos esenciales, pasos prácticos y herramientas útiles, explicados para {audFor}.',
    'Todo sobre {titlePlain} en un solo lugar: por qué importa, cómo empezar y cómo medir tu progreso.',
  ],
  genericTags: ['guía', 'consejos', 'buenas prácticas', 'paso a paso'],
  titleTemplates: [
    '{Topic}: guía práctica',
    'Cómo empezar con {topic}',
    '{Topic}: errores que debes evitar y qué hacer en su lugar',
    'Todo lo que necesitas saber sobre {topic}',
    '{Topic} para principiantes: los primeros pasos',
    '{Topic} en pocas palabras',
    '7 ideas probadas sobre {topic}',
    'Por qué no deberías subestimar {topic}',
    'La lista de comprobación completa para {topic}',
    '{Topic}: lecciones de la experiencia real',
    'De cero a experto: {topic}',
    'Lo que saben los expertos sobre {topic}',
    '{Topic} en 5 pasos sencillos',
    'Estrategias inteligentes para {topic}',
  ],
};

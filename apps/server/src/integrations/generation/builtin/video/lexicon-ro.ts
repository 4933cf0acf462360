import type { VideoLexicon } from './lexicon.js';

/** Romanian material for offline video titles, narration and scripts. */
export const VIDEO_RO: VideoLexicon = {
  quote: (t) => `„${t}”`,
  titleTemplates: [
    '{Topic} în 60 de secunde',
    'Adevărul despre {topic}',
    'Ce nu îți spune nimeni despre {topic}',
    '{Topic}: urmărește asta înainte să începi',
    '3 lucruri surprinzătoare despre {topic}',
    '{Topic} pe înțelesul tuturor',
    'Greșeli pe care să nu le mai faci cu {topic}',
    'Secretul despre {topic} pe care puțini îl știu',
    '{Topic}: ce se întâmplă de fapt',
    'De ce vorbește toată lumea despre {topic}',
    'Nu o să-ți vină să crezi asta despre {topic}',
    '{Topic} pentru începători absoluți',
  ],
  story: {
    hooks: [
      'Aceasta este povestea {title} și începe într-o zi obișnuită.',
      'Nimeni nu se aștepta la ce avea să urmeze în {title}.',
      'Ascultă cu atenție, pentru că {title} este o poveste pe care oamenii încă și-o amintesc.',
    ],
    middles: [
      'La început totul părea liniștit, dar mici semne arătau că ceva urma să se schimbe.',
      'Apoi a venit o alegere care avea să schimbe tot ce a urmat.',
      'Provocarea devenea tot mai mare, iar curajul era singura cale înainte.',
      'Ajutorul a venit dintr-un loc neașteptat, exact când speranța se stingea.',
      'Fiecare pas dezvăluia un nou secret ascuns pe drum.',
      'Pentru o clipă, părea că totul era pierdut.',
      'Încet, piesele puzzle-ului au început să se potrivească.',
      'Ceea ce păruse imposibil la început era acum la îndemână.',
    ],
    endings: [
      'Și așa s-a încheiat {title}, lăsând în urmă o lecție care merită păstrată.',
      'Până la urmă, drumul a contat la fel de mult ca destinația.',
      'Amintește-ți această poveste data viitoare când viața te surprinde.',
    ],
    extras: [
      'Aerul părea altfel, de parcă lumea însăși își ținea respirația.',
      'Fiecare detaliu conta și nimic nu avea să mai fie la fel.',
      'A fost o clipă care avea să fie povestită ani la rând.',
      'În liniște, începea un nou capitol.',
    ],
  },
  facts: {
    hooks: [
      'Iată ceva ce majoritatea oamenilor nu află niciodată despre {title}.',
      'După asta nu vei mai privi la fel subiectul {title}.',
      'Hai să descoperim în câteva secunde latura surprinzătoare a subiectului {title}.',
    ],
    middles: [
      'Primul lucru de știut este că explicația cea mai simplă este adesea cea corectă.',
      'Surprinzător, această idee este mult mai veche decât cred cei mai mulți.',
      'Experții arată spre un detaliu care schimbă întreaga imagine.',
      'Iată un fapt care sună inventat, dar este cât se poate de adevărat.',
      'Schimbările mici pot avea efecte uriașe, iar acesta este un exemplu perfect.',
      'Mulți înțeleg greșit această parte, iar motivul este fascinant.',
      'Pe scurt, totul se reduce la cauză și efect.',
      'Odată ce vezi tiparul, începi să îl observi peste tot.',
    ],
    endings: [
      'Acum știi ce se ascunde în spatele subiectului {title}. Urmărește-ne pentru mai multe.',
      'Trimite asta cuiva care ar vrea să afle și el.',
      'Care fapt te-a surprins cel mai mult? Spune-ne în comentarii.',
    ],
    extras: [
      'Și acesta este doar începutul poveștii.',
      'Gândește-te o clipă la asta.',
      'Este unul dintre acele detalii care fac lumea mai interesantă.',
      'Rămâi cu noi, pentru că urmează ceva și mai bun.',
    ],
  },
  script: {
    hooks: {
      casual: [
        'Hai să fim sinceri: când vine vorba de {topic}, totul e mai simplu decât crezi.',
        'Ai un minut? Hai să vorbim despre {topic}.',
      ],
      funny: [
        'Atenție: acest video despre {topic} poate provoca accese bruște de cunoaștere.',
        'Am încercat să ignor tot ce ține de {topic}. Nu a mers deloc.',
      ],
      professional: [
        'În următoarele minute vei afla ce contează cu adevărat despre {topic}.',
        'Iată o privire clară și practică asupra a tot ce ține de {topic}.',
      ],
    },
    intros: {
      explainer: 'Acest video explicativ pune în idei simple tot ce ține de {topic}, pentru {audience}.',
      'product-demo': 'În această demonstrație îți arătăm {topic} în acțiune, pas cu pas, pentru {audience}.',
      tutorial: 'Acest tutorial te ghidează prin {topic} de la primul pas și este gândit pentru {audience}.',
      promotional: 'Descoperă cel mai simplu mod de a obține mai mult din {topic}, creat pentru {audience}.',
      educational: 'Lecția de azi acoperă conceptele-cheie despre {topic}, pentru {audience}.',
      trailer:
        'Pregătește-te: urmează ceva nou despre {topic} și merită așteptarea, mai ales pentru {audience}.',
      podcast: 'Bine ați venit! Azi discutăm despre {topic}, cu gândul la {audience}.',
    },
    points: [
      'Pornește de la problemă: de ce merită să înțelegi {topic} chiar acum.',
      'Prezintă ideea-cheie într-o singură propoziție simplă.',
      'Oferă un exemplu concret pe care privitorii și-l pot imagina.',
      'Demontează cel mai răspândit mit despre {topic}.',
      'Împărtășește un sfat practic pe care îl pot folosi chiar azi.',
      'Compară situația de dinainte cu cea de după.',
      'Adaugă o scurtă poveste sau un caz care să rămână în minte.',
      'Rezumă cele trei lucruri de reținut.',
    ],
    keyMessage: 'Mesaj-cheie:',
    calls: {
      casual: 'Dacă ți-a fost util, dă follow și trimite-l unui prieten.',
      funny: 'Dă follow acum, până nu te întreabă viitorul tău de ce nu ai dat.',
      professional: 'Urmărește-ne pentru mai multe ghiduri practice și distribuie videoclipul echipei tale.',
    },
    durations: {
      '10s': '10 secunde',
      '30s': '30 de secunde',
      '60s': '60 de secunde',
      '3min': '3 minute',
      '5min+': 'peste 5 minute',
    },
    visualNotes: [
      'Deschide cu un prim-plan puternic și text pe ecran.',
      'Folosește grafică animată simplă pentru ideea-cheie.',
      'Treci la imagini reale sau b-roll care ilustrează exemplul.',
      'Folosește ecranul împărțit pentru comparația înainte și după.',
      'Păstrează subtitrările mari și contrastante, pentru vizionarea fără sunet.',
      'Încheie cu un cadru curat și cu îndemnul la acțiune.',
    ],
    visualTheme: 'Temă vizuală: {value}.',
    reference: 'Păstrează ritmul videoclipului de referință: {value}',
    everyone: 'toată lumea',
  },
};

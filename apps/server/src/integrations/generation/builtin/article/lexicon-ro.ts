import type { ArticleLexicon } from './lexicon.js';

/**
 * Romanian sentence material for the offline article writer (placeholders: see lexicon.ts).
 * {ref} is always a neuter singular noun phrase and is only used where no case ending is
 * needed, so every template stays grammatical.
 */
export const RO: ArticleLexicon = {
  quote: (t) => `„${t}”`,
  audiences: {
    general: { aud: 'cititorii', audFor: 'cititori de toate nivelurile' },
    tech: { aud: 'specialiștii în tehnologie', audFor: 'specialiști în tehnologie' },
    business: { aud: 'antreprenorii cu afaceri mici', audFor: 'antreprenori cu afaceri mici' },
    marketers: { aud: 'specialiștii în marketing', audFor: 'specialiști în marketing' },
    beginners: { aud: 'începătorii', audFor: 'începători' },
    experts: { aud: 'experții', audFor: 'experți' },
  },
  refs: ['acest subiect', 'acest domeniu'],
  introGeneric: [
    'Subiectul {title} ridică multe întrebări, iar răspunsurile sunt adesea împrăștiate în surse care se contrazic.',
    'Mai jos găsești ideile principale legate de {title}, pașii practici care decurg din ele și greșelile pe care merită să le eviți.',
    'Fie că ești doar curios, fie că lucrezi deja la asta, tema {title} răsplătește mai degrabă o abordare structurată decât improvizația.',
    'Mulți oameni se apropie pentru prima dată de {title} cu speranțe mari și foarte puține repere, de aceea o privire de ansamblu clară este deosebit de utilă.',
  ],
  themes: {
    why: {
      headings: ['De ce contează', 'De ce merită atenția ta', 'Ce este cu adevărat în joc'],
      sentences: [
        'A înțelege bine {ref} nu este un lux: influențează deciziile de zi cu zi, iar micile îmbunătățiri se adună de la o săptămână la alta.',
        'Când vine vorba de {kw}, diferența dintre o simplă presupunere și o alegere informată se vede adesea în timpul câștigat, în banii economisiți și în stresul evitat.',
        '{Aud} care își fac timp să înțeleagă noțiunile de bază observă de obicei că problemele devin mai mici, iar oportunitățile mai ușor de recunoscut.',
        'Ignorat, {ref} nu dispare; de cele mai multe ori revine mai târziu, când rezolvarea este mai lentă și mai costisitoare.',
        'Există și o latură motivațională, pentru că progresul vizibil este unul dintre cele mai sigure moduri de a merge mai departe atunci când entuziasmul scade.',
        'Într-o lume care se schimbă repede, o bună înțelegere a esențialului îți oferă un punct de reper stabil pentru a judeca ideile și tendințele noi.',
        'Mai presus de toate, transformă intențiile vagi în priorități concrete, pe care le poți planifica, discuta cu alții și duce la capăt.',
      ],
    },
    basics: {
      headings: ['Noțiunile esențiale', 'Concepte-cheie de înțeles', 'Începe cu fundamentele'],
      sentences: [
        'Orice abordare solidă pornește de la câteva idei de bază, care rămân valabile indiferent cât de avansat devii.',
        'Prima este claritatea obiectivului: când știi exact ce vrei să obții, fiecare alegere ulterioară devine mai ușor de evaluat.',
        'A doua este contextul, pentru că ceea ce funcționează bine într-o situație poate fi nepotrivit în alta, chiar dacă cele două par asemănătoare.',
        'Ajută și să înveți vocabularul legat de {kw}, deoarece cuvintele precise fac mult mai ușoară găsirea informațiilor bune și formularea întrebărilor potrivite.',
        'Mulți sar peste aceste fundamente în graba de a vedea rezultate, iar apoi pierd mai mult timp corectând greșeli care puteau fi evitate.',
        'Un model mental simplu, chiar și imperfect, este mult mai util decât o listă lungă de fapte și reguli fără legătură între ele.',
        'Odată ce baza este clară, tehnicile avansate nu mai par misterioase și încep să arate ca niște pași firești.',
      ],
    },
    steps: {
      headings: ['Pași practici pentru a începe', 'Un plan simplu de pornire', 'Cum treci la fapte'],
      sentences: [
        'Cel mai ușor mod de a progresa în {ref} este să împarți munca în pași mici, fiecare putând fi încheiat într-o singură sesiune.',
        'Începe cu o privire sinceră asupra situației actuale, pentru că un punct de plecare realist face ca orice estimare ulterioară să fie mai exactă.',
        'Apoi alege o singură prioritate și acordă-i toată atenția pentru o vreme, în loc să îți împarți energia pe mai multe fronturi.',
        'Rezervă timp în mod regulat în calendar, chiar dacă sunt doar treizeci de minute, deoarece constanța bate eforturile ocazionale.',
        'După fiecare pas, notează ce a funcționat și ce nu, astfel încât următoarea rundă să pornească din experiență, nu din amintiri vagi.',
        'Nu aștepta condiții perfecte: o primă versiune modestă, dar existentă, valorează mai mult decât un plan ideal care rămâne în sertar.',
      ],
      list: [
        'Stabilește un obiectiv clar și măsurabil.',
        'Notează resursele și timpul de care dispui cu adevărat.',
        'Începe cu cea mai mică sarcină utilă.',
        'Analizează rezultatele după una sau două săptămâni.',
        'Ajustează planul și reia ciclul.',
      ],
    },
    examples: {
      headings: ['Exemple din viața reală', 'Cum arată în practică', 'Lecții din experiență'],
      sentences: [
        'Gândește-te la o echipă mică ce a decis să îmbunătățească în fiecare săptămână un singur lucru, în loc să încerce o schimbare completă dintr-odată.',
        'După câteva luni, schimbările acumulate au fost mai mari decât ar fi putut aduce, în același timp, orice proiect ambițios.',
        'O altă poveste frecventă este a celui care a copiat o rețetă populară legată de {kw} și a fost dezamăgit, doar pentru că situația lui era diferită.',
        'Ce a funcționat până la urmă a fost adaptarea ideii la propriile constrângeri, testarea ei la scară mică și păstrarea doar a ceea ce s-a dovedit util.',
        'Astfel de povești arată că succesul depinde rar de trucuri secrete; vine din răbdare, atenție și disponibilitatea de a te adapta.',
        'Ele arată și cât de valoros este să înveți de la alții, atâta timp cât tratezi experiența lor ca pe o sursă de inspirație, nu ca pe un șablon rigid.',
        'Dacă privești în jur, vei găsi probabil exemple asemănătoare aproape de tine, iar acestea sunt adesea cele mai relevante.',
      ],
    },
    people: {
      headings: ['Latura umană', 'Implică oamenii din jur', 'Colaborarea cu ceilalți'],
      sentences: [
        'Progresul într-un asemenea demers este rareori un efort solitar, pentru că, de multe ori, colegii, prietenii sau clienții observă lucruri care nouă ne scapă.',
        'Când le explici obiectivele celor implicați, câștigi sprijin și reduci neînțelegerile înainte ca ele să devină conflicte.',
        'Ajută și să stabiliți cine ce face, pentru că munca în comun fără roluri clare tinde să încetinească exact în cele mai nepotrivite momente.',
        'Este valoros și să asculți cu atenție obiecțiile, deoarece vocile cele mai critice indică adesea riscuri care merită luate în serios.',
        '{Aud} care își construiesc un mic cerc de oameni cu care să schimbe idei învață de obicei mai repede și rămân motivați mai mult timp.',
        'În fine, recunoașterea contribuției celorlalți nu costă nimic și îi face mult mai dispuși să ajute și data viitoare.',
      ],
    },
    mistakes: {
      headings: ['Greșeli frecvente de evitat', 'Capcane bune de cunoscut', 'Ce merge de obicei prost'],
      sentences: [
        'Chiar și oamenii cu experiență cad în capcane previzibile, iar cunoașterea lor din timp te scutește de multe frustrări.',
        'Cea mai frecventă greșeală este încercarea de a face totul deodată, ceea ce împrăștie atenția și face rezultatele greu de măsurat.',
        'O alta este bazarea pe o singură sursă de sfaturi, fără a verifica dacă acestea se potrivesc cu adevărat situației și obiectivelor tale.',
        'Mulți subestimează și timpul necesar învățării, așa că renunță exact înainte ca efortul să înceapă să dea roade.',
        'Sărirea etapei de evaluare duce la repetarea acelorași greșeli, pentru că nimic nu te obligă să observi ce nu a mers.',
      ],
      list: [
        'Urmărirea prea multor obiective în același timp.',
        'Copierea soluțiilor fără adaptarea lor.',
        'Sărirea completă a etapei de planificare.',
        'Ignorarea feedbackului și a semnalelor de avertizare.',
        'Așteptarea unor rezultate mari după un efort foarte mic.',
      ],
    },
    tools: {
      headings: [
        'Instrumente și resurse utile',
        'De ce ai nevoie ca să pornești',
        'Resurse care fac totul mai ușor',
      ],
      sentences: [
        'Nu ai nevoie de echipamente scumpe ca să lucrezi bine; de obicei sunt suficiente câteva instrumente de încredere, folosite constant.',
        'Un simplu caiet sau un document digital pentru obiective și observații este adesea cea mai valoroasă resursă dintre toate.',
        'Ghidurile, cursurile și comunitățile bune despre {kw} pot scurta considerabil perioada de învățare, mai ales la început.',
        'Alege instrumente care se potrivesc felului în care lucrezi deja, pentru că un sistem ingenios pe care nu îl deschizi niciodată nu ajută pe nimeni.',
        'Revizuiește-ți trusa de instrumente la câteva luni și renunță la tot ce adaugă complexitate fără beneficii clare.',
      ],
      list: [
        'Un caiet sau un document pentru obiective și notițe.',
        'Un calendar cu timp rezervat pentru această activitate.',
        'Unul sau două ghiduri ori cursuri de încredere.',
        'O comunitate în care poți pune întrebări.',
        'O metodă simplă de a urmări progresul în timp.',
      ],
    },
    measure: {
      headings: ['Cum măsori progresul', 'Urmărirea rezultatelor', 'Cum afli ce funcționează'],
      sentences: [
        'Ce se măsoară tinde să se îmbunătățească, așa că stabilește din timp ce semne îți vor arăta că munca ta dă roade.',
        'Alege un număr mic de indicatori ușor de colectat, pentru că metricile complicate sunt de obicei abandonate după câteva săptămâni.',
        'Compară rezultatele pe perioade mai lungi, nu de la o zi la alta, deoarece fluctuațiile de moment pot ascunde direcția reală a schimbării.',
        'Contează și semnalele calitative: părerile celor din jur scot adesea la iveală probleme și reușite pe care cifrele nu le surprind.',
        'Când un indicator nu se mai mișcă, tratează situația ca pe o informație, nu ca pe un eșec, și folosește-o ca să decizi ce încerci în continuare.',
        'O scurtă analiză lunară, cu notițe despre ce s-a schimbat și de ce, transformă observațiile răzlețe în lecții pe care le poți aplica.',
      ],
    },
    future: {
      headings: ['Tendințe de urmărit', 'Privind înainte', 'Ce urmează'],
      sentences: [
        'Ca majoritatea domeniilor, și {ref} evoluează continuu, iar cei care urmăresc schimbările cu calm se adaptează cu cel mai mic efort.',
        'Apar constant instrumente și metode noi, dar principiile de bază se schimbă mult mai încet decât sugerează titlurile din presă.',
        'O tendință clară este importanța tot mai mare a personalizării, pe măsură ce sfaturile generale lasă loc unor abordări adaptate fiecărei situații.',
        'O alta este accesul tot mai ușor la informații despre {kw}, ceea ce coboară bariera de intrare, dar face filtrarea atentă și mai importantă.',
        'Curiozitatea, fără goana după fiecare noutate, este probabil atitudinea cea mai sănătoasă pentru anii care vin.',
        'Dacă îți construiești azi o bază solidă, mâine vei putea testa idei noi fără să pierzi ceea ce funcționează deja.',
      ],
    },
  },
  tones: {
    professional: {
      intro:
        'Acest articol este scris pentru {audFor} care își doresc îndrumări practice și de încredere, aplicabile imediat.',
      body: [
        'O abordare structurată reduce riscurile și face mai ușoară explicarea deciziilor în fața colegilor, partenerilor sau clienților.',
        'Documentarea procesului creează și o referință care economisește timp data viitoare când apare o întrebare asemănătoare.',
      ],
      conclusion:
        'Cu obiective clare, un plan realist și evaluări regulate, {ref} devine o parte ușor de gestionat și plină de satisfacții a muncii tale.',
      connectors: ['În practică,', 'În același timp,', 'Din acest motiv,'],
    },
    persuasive: {
      intro:
        'Dacă ai tot amânat să te ocupi de {ref}, acesta este semnul că e momentul să începi: pentru {audFor}, beneficiile sunt reale, iar primul pas este mai mic decât pare.',
      body: [
        'Fiecare săptămână de așteptare este o săptămână de progres pe care nu o mai recuperezi, în timp ce cei care încep acum învață deja.',
        'Partea cea mai bună este că primele rezultate apar adesea repede și fac fiecare pas următor să pară mai ușor.',
      ],
      conclusion:
        'Așadar, nu aștepta momentul perfect: alege o idee din acest articol, aplic-o chiar azi și lasă rezultatele să te convingă.',
      connectors: ['Mai mult decât atât,', 'La fel de important,', 'Și mai bine,'],
    },
    friendly: {
      intro:
        'Bine ai venit! Vom parcurge împreună, pas cu pas, {ref}, într-un mod prietenos pentru {audFor}.',
      body: [
        'Amintește-ți că nimeni nu le face pe toate perfect de prima dată, și este în regulă așa.',
        'Ia ce îți este util acum, lasă restul pentru mai târziu și bucură-te de plăcerea de a învăța ceva nou.',
      ],
      conclusion:
        'Mulțumim că ai citit și mult succes: acum ai tot ce îți trebuie pentru a face primul pas cu încredere.',
      connectors: ['Din fericire,', 'Pe lângă asta,', 'Pe parcurs,'],
    },
    casual: {
      intro:
        'Hai să fim sinceri: {ref} pare mai complicat decât este, așa că iată o privire relaxată asupra lucrurilor care contează cu adevărat pentru {audFor}.',
      body: [
        'Nu e nevoie să complici lucrurile; cea mai mare parte din magie vine din simplul fapt că te apuci și încerci.',
        'Iar dacă ceva nu iese, nu-i nimic, înseamnă doar că ai mai găsit o variantă care nu merge.',
      ],
      conclusion: 'Cam asta e tot: alege o idee, încearc-o săptămâna asta și vezi ce se întâmplă.',
      connectors: ['Plus,', 'Sincer,', 'Apoi,'],
    },
    formal: {
      intro:
        'Prezentul articol examinează aspectele principale ale temei și expune considerațiile cele mai relevante pentru {audFor}.',
      body: [
        'Trebuie precizat că concluziile prezentate au un caracter general și trebuie adaptate circumstanțelor specifice.',
        'Se recomandă, așadar, o abordare metodică, susținută de o documentare adecvată, în fiecare etapă.',
      ],
      conclusion:
        'În concluzie, o abordare riguroasă și bine documentată permite decizii întemeiate și rezultate durabile.',
      connectors: ['De asemenea,', 'Prin urmare,', 'Totodată,'],
    },
    informative: {
      intro: 'Acest ghid explică ce presupune {ref}, de ce contează și cum îl pot aborda cu încredere {aud}.',
      body: [
        'Atât cercetările, cât și experiența practică sugerează că schimbările treptate și bine măsurate sunt cele mai durabile.',
        'Înțelegerea motivelor din spatele fiecărei recomandări face mai ușoară aplicarea ei corectă în situații noi.',
      ],
      conclusion:
        'Pe scurt, înțelegerea esențialului, acțiunea pas cu pas și măsurarea rezultatelor sunt cheile progresului.',
      connectors: ['De fapt,', 'În plus,', 'Concret,'],
    },
  },
  generic: [
    'Merită reținut că fiecare situație este puțin diferită, așa că ideile din acest articol sunt un punct de plecare, nu un regulament rigid.',
    'Progresul este rareori liniar: perioadele de îmbunătățire rapidă alternează cu platouri, iar ambele sunt o parte normală a procesului.',
    'Obiceiurile mici și repetabile contează de obicei mai mult decât eforturile eroice ocazionale, pentru că funcționează chiar și în zilele aglomerate.',
    'A cere feedback devreme poate părea incomod, însă este una dintre cele mai rapide căi de a afla ce are cu adevărat nevoie de atenție.',
    'Prioritățile clare fac mai ușor și refuzul distragerilor care par urgente, dar aduc prea puțină valoare.',
    'Notarea ideilor, chiar și pe scurt, transformă gândurile răzlețe în decizii care pot fi revăzute și îmbunătățite.',
    'Răbdarea joacă un rol mai mare decât se așteaptă majoritatea oamenilor, mai ales în primele săptămâni, când rezultatele sunt greu de observat.',
    'Împărtășirea a ceea ce înveți este un bun test al înțelegerii, pentru că explicarea unei idei îi scoate la iveală golurile.',
    'Așteptările realiste protejează motivația, deoarece dezamăgirea vine adesea din compararea unei prime încercări cu cea mai bună lucrare a altcuiva.',
    'Soluțiile simple merită o șansă corectă înaintea celor complexe, fiindcă sunt mai ieftin de testat și mai ușor de întreținut.',
    'Experiența arată că detaliile contează, dar numai după ce deciziile mari au fost luate corect.',
    'Pauzele scurte de reflecție asupra a ceea ce faci pot preveni ore întregi de efort în direcția greșită.',
    'Merită să ții și o listă de întrebări deschise, astfel încât fiecare informație nouă să își găsească locul.',
    'Greșelile sunt inevitabile, iar tratarea lor ca date, nu ca eșecuri personale, face învățarea considerabil mai rapidă.',
    'Deciziile bune echilibrează ambiția cu resursele disponibile în realitate, nu cu cele pe care ne-am dori să le avem.',
    'Când ai dubii, un mic experiment este aproape întotdeauna mai bun decât o dezbatere lungă despre ce s-ar putea întâmpla.',
    'În timp, combinația dintre curiozitate și disciplină produce rezultate pe care niciuna dintre ele nu le-ar obține singură.',
    'Ajută să sărbătorești micile victorii de pe parcurs, pentru că ele confirmă că abordarea funcționează.',
    'Discuțiile cu oameni care se confruntă cu provocări asemănătoare aduc adesea idei practice pe care niciun manual nu le menționează.',
    'Un ritm calm și constant este mai ușor de menținut decât un sprint intens urmat de o pauză lungă.',
    'Revenirea din când în când la obiectivul inițial menține munca focalizată și previne alunecarea lentă în alte direcții.',
    'Nivelul potrivit de detaliu depinde de obiectiv, așa că nu are rost să perfecționezi părți care abia influențează rezultatul.',
    'Consecvența construiește și încredere, fie că este vorba de colegi, de clienți sau pur și simplu de tine însuți.',
    'În final, cele mai utile cunoștințe sunt cele pe care le-ai testat în practică și le-ai adaptat propriei situații.',
  ],
  conclusionHeadings: ['Concluzie', 'Gânduri finale', 'Idei de reținut'],
  conclusionGeneric: [
    'Ideile din {title} nu sunt complicate, dar funcționează cel mai bine atunci când sunt aplicate constant, în timp.',
    'Începe cu pași mici, ține notițe, analizează regulat rezultatele și ajustează planul ori de câte ori realitatea sugerează o cale mai bună.',
    'Revino la acest ghid ori de câte ori ai nevoie de o reamintire a esențialului sau de o listă de verificare înaintea unei noi etape.',
    'Fiecare pas pe care îl faci adaugă experiență, iar experiența este cea care transformă, în cele din urmă, intențiile bune în rezultate durabile.',
  ],
  meta: [
    '{titlePlain}: ghid practic pentru {audFor}, cu idei-cheie, pași concreți și greșeli frecvente de evitat.',
    '{titlePlain}: concepte esențiale, pași practici și instrumente utile, explicate pentru {audFor}.',
    'Totul despre {titlePlain} într-un singur loc: de ce contează, cum începi și cum îți măsori progresul.',
  ],
  genericTags: ['ghid', 'sfaturi', 'bune practici', 'pas cu pas'],
  titleTemplates: [
    '{Topic}: ghid practic',
    'Cum să începi cu {topic}',
    '{Topic}: greșeli de evitat și ce să faci în schimb',
    'Tot ce trebuie să știi despre {topic}',
    '{Topic} pentru începători: primii pași',
    '{Topic} pe înțelesul tuturor',
    '7 idei verificate despre {topic}',
    'De ce să nu subestimezi {topic}',
    'Lista completă de verificare pentru {topic}',
    '{Topic}: lecții din experiența reală',
    'De la zero la încredere: {topic}',
    'Ce știu experții despre {topic}',
    '{Topic} în 5 pași simpli',
    'Strategii inteligente pentru {topic}',
  ],
};

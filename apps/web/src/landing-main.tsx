import './styles.css';

/*
 * The landing page's entry, kept tiny on purpose. The HTML arrives prerendered (in the
 * language the server picked), so the page is complete and readable before any script runs.
 * The app code that makes it interactive is fetched only after that first paint: fetched
 * earlier, its ~110 KB competed with the page itself for a slow mobile connection and
 * pushed the largest paint back.
 */
const container = document.getElementById('root');
if (!container) throw new Error('Forja: #root element missing from index.html');

// (In a tab opened in the background frames wait until it is shown, which is when it is needed.)
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterFirstPaint()
  .then(() => import('./landing-start'))
  .then(({ startLanding }) => startLanding(container))
  // Without its code or translations the prerendered page stays as it is: readable, links working.
  .catch((error: unknown) => console.error('Forja: could not start the landing page', error));

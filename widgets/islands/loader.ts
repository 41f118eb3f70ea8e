/**
 * The island loader, inlined into every page's head (its hash is in the Content-Security-Policy).
 *
 * 1. Marks the page as script-capable (`html.js`), before first paint, so enhanced styles apply at once.
 * 2. Once the document is parsed, finds each `[data-island]` and loads its widget on its trigger:
 *    "visible" (near the viewport), "idle", "media" (a media query, then idle), or "interaction" (only
 *    when used). Using an island (pointer down, focus, a click) loads it at once; a click on a button
 *    that came before the code is replayed.
 * 3. While a widget's code loads, a status spinner shows beside it (unless the island says
 *    data-spinner="off"); if loading fails, a cancelable
 *    `preload-error` event goes to window with the error. If no listener calls preventDefault(), the error
 *    is rethrown. Either way the island is marked failed and its no-JavaScript markup stays usable.
 * 4. A default listener reloads the page once (per tab, per 10 minutes): the usual fix when a deploy has
 *    removed old hashed chunks. It never loops.
 */

type Mount = (root: HTMLElement, props: unknown) => void;
type Trigger = (load: () => void, island: HTMLElement) => void;

export interface PreloadErrorEvent extends Event {
  payload: unknown;
}

const RELOAD_KEY = 'island-reload-at';
const RELOAD_WINDOW_MS = 10 * 60 * 1000;
const SPINNER_DELAY_MS = 250;

document.documentElement.classList.add('js');

const onIdle = (callback: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
};

const triggers: Record<string, Trigger> = {
  idle: (load) => onIdle(load),
  // Pointer down and focus, listened for on every island, are the only triggers.
  interaction: () => undefined,
  visible: (load, island) => {
    if (!('IntersectionObserver' in window)) return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(island);
  },
  media: (load, island) => {
    const query = window.matchMedia(island.dataset.media ?? 'all');
    if (query.matches) return onIdle(load);
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener('change', onChange);
      load();
    };
    query.addEventListener('change', onChange);
  },
};

function showSpinner(island: HTMLElement): () => void {
  const spinner = document.createElement('span');
  spinner.className = 'island-spinner';
  spinner.setAttribute('role', 'status');
  const timer = setTimeout(() => {
    spinner.innerHTML = '<span class="island-spinner__wheel" aria-hidden="true"></span><span class="visually-hidden">Loading…</span>';
    island.append(spinner);
  }, SPINNER_DELAY_MS);
  return () => {
    clearTimeout(timer);
    spinner.remove();
  };
}

function preloadError(error: unknown): void {
  const event = new Event('preload-error', { cancelable: true }) as PreloadErrorEvent;
  event.payload = error;
  if (window.dispatchEvent(event)) throw error;
}

function start(island: HTMLElement): void {
  const root = island.querySelector<HTMLElement>(':scope > .island__root');
  const src = island.dataset.src;
  if (!root || !src || island.dataset.islandState) return;
  island.dataset.islandState = 'waiting';
  let replay: HTMLElement | null = null;

  const load = () => {
    if (island.dataset.islandState !== 'waiting') return;
    island.dataset.islandState = 'loading';
    island.removeEventListener('pointerdown', load);
    island.removeEventListener('focusin', load);
    const hideSpinner = island.dataset.spinner === 'off' ? () => undefined : showSpinner(island);
    import(src)
      .then((module: { default: Mount }) => {
        module.default(root, JSON.parse(island.dataset.props ?? '{}'));
        island.dataset.islandState = 'ready';
        island.removeEventListener('click', onEarlyClick, true);
        // Hydration keeps element identity: a click that arrived before the code can be replayed.
        if (replay) requestAnimationFrame(() => replay?.click());
      })
      .catch((error: unknown) => {
        island.dataset.islandState = 'failed';
        island.setAttribute('data-island-failed', '');
        island.removeEventListener('click', onEarlyClick, true);
        preloadError(error);
      })
      .finally(hideSpinner);
  };

  function onEarlyClick(event: Event) {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    replay = target;
    load();
  }

  island.addEventListener('pointerdown', load, { passive: true });
  island.addEventListener('focusin', load);
  island.addEventListener('click', onEarlyClick, true);
  (triggers[island.dataset.load ?? 'idle'] ?? triggers.idle!)(load, island);
}

window.addEventListener('preload-error', (event) => {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return; // No storage: reloading could loop, so leave the static page as it is.
  }
  event.preventDefault();
  window.location.reload();
});

function startAll(): void {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach(start);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startAll);
else startAll();

/** `/` -> index.html, `/nl/diensten` -> nl/diensten.html: clean URLs on any static host. */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The shells that load a story published after the build in the browser, one per language. */
export const STORY_SHELLS = { en: '/story-shell.html', nl: '/nl/story-shell.html' } as const;

/** A slug no story can have (slugs are lower-case words and hyphens): the shell renders it. */
export const SHELL_SLUG = '_';

/** The shells of the stories list's pages added after the build, one per language. */
export const LIST_SHELLS = { en: '/stories-page-shell.html', nl: '/nl/stories-page-shell.html' } as const;

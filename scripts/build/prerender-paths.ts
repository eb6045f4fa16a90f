/** `/` -> index.html, `/nl/diensten` -> nl/diensten.html: clean URLs on any static host. */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

// The ids of the JSON a server-rendered page carries inline, apart from the readers in
// ./inline: the page itself reads its state through the DOM (./index) and needs only these.

/** The inline JSON the query cache starts with, so the client asks nothing twice. */
export const FIRST_VIEW_STATE_ID = 'barrio-first-view-state';
/**
 * The API reads the inline answers stand for: from a kept copy of the page the service worker
 * keeps those reads for screens opened offline later, and searches its inline product page.
 */
export const FIRST_VIEW_SOURCES_ID = 'barrio-first-view-sources';
/** How the server rendered the page (ServerRenderInfo): what the browser checks before hydrating. */
export const FIRST_VIEW_RENDER_ID = 'barrio-first-view-render';
/**
 * The `<meta>` naming the shell version the gateway served this visitor (the live one or a
 * canary's, docs/teams.md): the shell reports its visits and errors under it.
 */
export const SHELL_VERSION_META = 'barrio-shell-version';

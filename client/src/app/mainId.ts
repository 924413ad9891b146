/** The id of the page's <main>: the skip link jumps to it and a route change focuses it (RouteScroll). */
export const MAIN_ID = 'main';

/**
 * The cookie that carries the language chosen on a device to the server, so the first HTML (title, meta tags,
 * `<html lang dir>`) is already in it. The browser keeps the choice in localStorage, which a server never sees;
 * the cookie mirrors it. Not a secret and not a session: readable by the page, a year long.
 */
export const LOCALE_COOKIE = 'parley_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The editor's address: a site links to it (/login/) and lists it among its staff addresses. */
export const EDITOR_PATH = '/admin/';
